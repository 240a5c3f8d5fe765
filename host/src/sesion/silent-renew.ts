import { UserManager } from 'oidc-client-ts';

/**
 * Entry of /silent-renew.html, loaded in the hidden iframe of a silent renewal: it only hands the identity
 * provider's answer to the portal page that opened it. That hand-over reads none of the client settings, so
 * this page does not wait for config.json; the values below only satisfy the constructor.
 */
const origen = window.location.origin;
void new UserManager({
  authority: `${origen}/idp`,
  client_id: 'portal-web',
  redirect_uri: `${origen}/oidc-callback`,
}).signinSilentCallback();
