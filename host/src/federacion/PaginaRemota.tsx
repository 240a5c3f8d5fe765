import { lazy, useEffect, useReducer, useSyncExternalStore } from 'react';
import { PaginaCargando, type CargarPagina } from '@portal/shared/client';
import type { MetaRuta } from '@portal/shared/domain';
import { cargaDe } from './carga-pagina.js';
import { ErrorRutasInvalidas } from './errores-remoto.js';
import type { RegistroRemotos } from './cargar-rutas-remotas.js';

/** Only a failed remote shows it (antd's Result stays out of the first load). */
const SeccionNoDisponible = lazy(() => import('./SeccionNoDisponible.js'));

/**
 * The page once its module is here, and the loading page until then: not React.lazy. A lazy page suspends, and React
 * reveals a boundary no sooner than 300 ms after its fallback showed (its throttle): every first visit to a section
 * waited that long after its code had arrived. A module that failed to load is thrown to the route's error page, as a
 * lazy page's would be.
 */
function PaginaCargada({ cargar }: { cargar: CargarPagina }) {
  const carga = cargaDe(cargar);
  const [, avisar] = useReducer((n: number) => n + 1, 0);
  const pendiente = !carga.componente && carga.error === undefined;
  useEffect(() => {
    if (!pendiente) return;
    let vigente = true;
    void carga.lista.then(() => vigente && avisar());
    return () => {
      vigente = false;
    };
  }, [carga, pendiente]);
  if (carga.error !== undefined) throw carga.error;
  if (!carga.componente) return <PaginaCargando />;
  const Pagina = carga.componente;
  return <Pagina />;
}

/**
 * A remote's page, rendered once the guards let the user in (RutaProtegida): its remote is fetched now if no page of
 * it was opened before. A remote that cannot be loaded shows "Sección no disponible" with a retry, and only there.
 */
export function PaginaRemota({ meta, registro }: { meta: MetaRuta; registro: RegistroRemotos }) {
  const resultado = useSyncExternalStore(registro.suscribir, () => registro.estado(meta.remoto));
  useEffect(() => {
    if (!resultado) void registro.cargar(meta.remoto);
  }, [registro, meta.remoto, resultado]);

  if (!resultado) return <PaginaCargando />;
  const reintentar = () => registro.recargar(meta.remoto);
  if (!resultado.rutas) return <SeccionNoDisponible error={resultado.error} reintentar={reintentar} />;
  const ruta = resultado.rutas.find((r) => r.nombre === meta.nombre);
  if (!ruta) {
    const error = new ErrorRutasInvalidas(meta.remoto, `no tiene la página ${meta.nombre}`);
    return <SeccionNoDisponible error={error} reintentar={reintentar} />;
  }
  return <PaginaCargada cargar={ruta.pagina} />;
}

/**
 * A path of a remote whose route table did not arrive (its manifest failed or did not answer): "Sección no disponible
 * momentáneamente" with a retry, which reads the table again; once it arrives the router is rebuilt with the remote's
 * routes and the page asked for shows instead of this.
 */
export function SeccionSinRutas({ remoto, registro }: { remoto: string; registro: RegistroRemotos }) {
  const estado = useSyncExternalStore(registro.suscribir, () => registro.estadoTabla(remoto));
  return <SeccionNoDisponible error={estado?.error} reintentar={() => registro.recargar(remoto)} />;
}
