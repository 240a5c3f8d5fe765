import { lazy, type ComponentType } from 'react';
import { PaginaOidcCallback } from '../sesion/PaginaOidcCallback.js';
import { PaginaAutologin } from '../sesion/PaginaAutologin.js';
import { PAGINAS_STORYBOOK } from '../storybook/paginasStorybook.js';
import type { RUTAS_HOST } from './rutasHost.js';

const errores = () => import('../errores/paginasError.js');
type PaginasError = Awaited<ReturnType<typeof errores>>;
/** An error page, fetched when shown: they stand on antd's Result, which no other first page needs. */
const deError = (nombre: keyof PaginasError) => lazy(() => errores().then((m) => ({ default: m[nombre] as ComponentType })));

/**
 * Pages the host itself serves; a host route missing here would show "Sección en desarrollo". The login's way back
 * (callback, autologin) is part of the first load; the rest loads when opened.
 */
export const PAGINAS_HOST: Partial<Record<keyof (typeof RUTAS_HOST)['rutas'], ComponentType>> = {
  error404: deError('PaginaNoEncontrada'),
  error500: deError('PaginaErrorInesperado'),
  error401: deError('PaginaSinPermisos'),
  'sitio-en-mantenimiento': deError('PaginaSitioEnMantenimiento'),
  'seccion-en-mantenimiento': deError('PaginaSeccionEnMantenimiento'),
  'oidc-callback': PaginaOidcCallback,
  'oidc-callback-error': lazy(() => import('../sesion/PaginaOidcCallbackError.js').then((m) => ({ default: m.PaginaOidcCallbackError }))),
  autologin: PaginaAutologin,
  ...PAGINAS_STORYBOOK,
};
