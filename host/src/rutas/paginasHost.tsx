import type { ComponentType } from 'react';
import {
  PaginaErrorInesperado,
  PaginaNoEncontrada,
  PaginaSeccionEnMantenimiento,
  PaginaSinPermisos,
  PaginaSitioEnMantenimiento,
} from '../errores/paginasError.js';
import { PaginaOidcCallback } from '../sesion/PaginaOidcCallback.js';
import { PaginaOidcCallbackError } from '../sesion/PaginaOidcCallbackError.js';
import { PaginaAutologin } from '../sesion/PaginaAutologin.js';
import { PAGINAS_STORYBOOK } from '../storybook/paginasStorybook.js';
import type { NombreRuta } from '@portal/shared/domain';

/** Pages the host itself serves; a host route missing here would show "Sección en desarrollo". */
export const PAGINAS_HOST: Partial<Record<NombreRuta, ComponentType>> = {
  error404: PaginaNoEncontrada,
  error500: PaginaErrorInesperado,
  error401: PaginaSinPermisos,
  'sitio-en-mantenimiento': PaginaSitioEnMantenimiento,
  'seccion-en-mantenimiento': PaginaSeccionEnMantenimiento,
  'oidc-callback': PaginaOidcCallback,
  'oidc-callback-error': PaginaOidcCallbackError,
  autologin: PaginaAutologin,
  ...PAGINAS_STORYBOOK,
};
