import { lazy, Suspense, type ComponentType } from 'react';
import type { BotonDescarga as BotonDescargaReal } from './BotonDescarga.js';
import type { TablaCargando as TablaCargandoReal, TarjetaCargando as TarjetaCargandoReal } from './Esqueletos.js';
import type { ImportarExcel as ImportarExcelReal } from './ImportarExcel.js';
import type { IngresoLotes as IngresoLotesReal } from './IngresoLotes.js';
import type { ListaConFiltros as ListaConFiltrosReal } from './ListaConFiltros.js';
import type { SeccionEnDesarrollo as SeccionEnDesarrolloReal } from './SeccionEnDesarrollo.js';
import type { SelectorNumero as SelectorNumeroReal } from './SelectorNumero.js';
import type { TablaInteligente as TablaInteligenteReal } from './TablaInteligente.js';
import type { TablaServidor as TablaServidorReal } from './TablaServidor.js';

/**
 * The components of this barrel that stand on antd, as they are exported from '@portal/shared/client': each loads
 * its code the first time it is rendered. The barrel is one shared module that the host loads at start-up, before
 * any remote, and antd is shared per component: a static import here would put antd (its Table even) in that
 * first load (DESIGN §11), though only some pages show these.
 * Until the code arrives the component renders nothing (its own Suspense boundary: the page around it stays).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: the real props come back with C.
function alUsarse<C extends ComponentType<any>>(cargar: () => Promise<C>): C {
  // Typed loosely inside: the real component's props are restored by the cast on return.
  const Perezoso: ComponentType<object> = lazy(() => cargar().then((componente) => ({ default: componente as ComponentType<object> })));
  function AlUsarse(props: object) {
    return (
      <Suspense fallback={null}>
        <Perezoso {...props} />
      </Suspense>
    );
  }
  return AlUsarse as unknown as C;
}

export const TablaInteligente = alUsarse<typeof TablaInteligenteReal>(() => import('./TablaInteligente.js').then((m) => m.TablaInteligente));
export const TablaServidor = alUsarse<typeof TablaServidorReal>(() => import('./TablaServidor.js').then((m) => m.TablaServidor));
export const ListaConFiltros = alUsarse<typeof ListaConFiltrosReal>(() => import('./ListaConFiltros.js').then((m) => m.ListaConFiltros));
export const SelectorNumero = alUsarse<typeof SelectorNumeroReal>(() => import('./SelectorNumero.js').then((m) => m.SelectorNumero));
export const IngresoLotes = alUsarse<typeof IngresoLotesReal>(() => import('./IngresoLotes.js').then((m) => m.IngresoLotes));
export const ImportarExcel = alUsarse<typeof ImportarExcelReal>(() => import('./ImportarExcel.js').then((m) => m.ImportarExcel));
export const BotonDescarga = alUsarse<typeof BotonDescargaReal>(() => import('./BotonDescarga.js').then((m) => m.BotonDescarga));
export const TablaCargando = alUsarse<typeof TablaCargandoReal>(() => import('./Esqueletos.js').then((m) => m.TablaCargando));
export const TarjetaCargando = alUsarse<typeof TarjetaCargandoReal>(() => import('./Esqueletos.js').then((m) => m.TarjetaCargando));
export const SeccionEnDesarrollo = alUsarse<typeof SeccionEnDesarrolloReal>(() => import('./SeccionEnDesarrollo.js').then((m) => m.SeccionEnDesarrollo));

/** Page loader for a route whose screen is not built yet. */
export const paginaEnDesarrollo = async () => ({ default: SeccionEnDesarrollo });
