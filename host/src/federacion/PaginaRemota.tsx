import { lazy, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { PaginaCargando, type CargarPagina } from '@portal/shared/client';
import type { MetaRuta } from '@portal/shared/domain';
import { ErrorRutasInvalidas } from './errores-remoto.js';
import type { RegistroRemotos } from './cargar-rutas-remotas.js';

/** Only a failed remote shows it (antd's Result stays out of the first load). */
const SeccionNoDisponible = lazy(() => import('./SeccionNoDisponible.js'));

/** One lazy component per page loader, so a page keeps its state across renders (and a reloaded remote gets new ones). */
const perezosas = new WeakMap<CargarPagina, LazyExoticComponent<ComponentType>>();

function paginaPerezosa(cargar: CargarPagina): LazyExoticComponent<ComponentType> {
  let pagina = perezosas.get(cargar);
  if (!pagina) {
    pagina = lazy(cargar);
    perezosas.set(cargar, pagina);
  }
  return pagina;
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
  const Pagina = paginaPerezosa(ruta.pagina);
  return <Pagina />;
}
