import type { ConfigCliente } from '@portal/shared/client';
import { CLIENT_ID } from './servidorOidc.js';

/** The client settings of config.json, pointing at a test identity provider; jsdom's page is http://localhost/. */
export function configOidc(authority: string): ConfigCliente['oidc'] {
  return {
    authority,
    client_id: CLIENT_ID,
    redirect_uri: 'http://localhost/oidc-callback',
    response_type: 'code',
    scope: 'openid profile email portal-api',
    post_logout_redirect_uri: 'http://localhost/',
    automaticSilentRenew: true,
    silent_redirect_uri: 'http://localhost/silent-renew.html',
  };
}

export const CLAIMS_FARMACIA = {
  sub: 'usuario-7',
  name: 'Ana Pérez',
  email: 'ana@farmacia.com.ar',
  FarmaciaId: '25',
  SeccionesHabilitadas: ['1', '2'],
  Roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'],
};
