import { createHash } from 'node:crypto';
import { LARGO_MINIMO_PASSWORD, RESUMEN_REGLAS_PASSWORD } from '@portal/shared/domain';

/** Server-rendered pages of the identity provider, in the portal's look (antd's blue, one card on a light page). */

const AZUL = '#1677ff';

export const escapar = (texto: string) =>
  texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ESTILO = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f0f2f5;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.88)}
header{background:${AZUL};color:#fff;padding:14px 24px;font-size:20px;font-weight:600;letter-spacing:.2px}
main{display:flex;justify-content:center;padding:48px 16px}
.tarjeta{background:#fff;width:100%;max-width:380px;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12);padding:32px}
h1{font-size:20px;margin:0 0 24px;font-weight:600}
label{display:block;margin:0 0 6px;font-size:14px}
input{width:100%;padding:8px 11px;margin:0 0 18px;border:1px solid #d9d9d9;border-radius:6px;font-size:15px}
input:focus{outline:none;border-color:${AZUL};box-shadow:0 0 0 2px rgba(22,119,255,.15)}
button{width:100%;padding:9px;border:0;border-radius:6px;background:${AZUL};color:#fff;font-size:15px;cursor:pointer}
button:hover{background:#4096ff}
.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;border-radius:6px;padding:9px 12px;margin:0 0 18px;font-size:14px}
.aviso{background:#e6f4ff;border:1px solid #91caff;border-radius:6px;padding:9px 12px;margin:0 0 18px;font-size:14px}
.pie{margin-top:18px;font-size:14px;text-align:center}
a{color:${AZUL};text-decoration:none}
.reglas{font-size:13px;color:rgba(0,0,0,.55);margin:-8px 0 18px}
`;

/** Submits the provider's logout form at once; the button does it without JavaScript. */
const SCRIPT_CIERRE = "document.getElementById('op.logoutForm').submit()";

const sha256 = (texto: string) => `'sha256-${createHash('sha256').update(texto, 'utf8').digest('base64')}'`;

/**
 * The only inline style and script these pages carry never change, so the content security policy names them by
 * hash (no 'unsafe-inline', no per-request nonce): anything else injected into a page would not run.
 */
export const HASHES_IDP = { estilo: sha256(ESTILO), script: sha256(SCRIPT_CIERRE) };

export function pagina(titulo: string, contenido: string): string {
  return `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapar(titulo)} - Portal Farmacias</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${ESTILO}</style>
</head>
<body>
<header>Portal Farmacias</header>
<main><div class="tarjeta">
<h1>${escapar(titulo)}</h1>
${contenido}
</div></main>
</body>
</html>`;
}

const mensajes = (error?: string, aviso?: string) =>
  `${aviso ? `<div class="aviso" role="status">${escapar(aviso)}</div>` : ''}${error ? `<div class="error" role="alert">${escapar(error)}</div>` : ''}`;

export interface DatosLogin {
  accion: string;
  usuario?: string;
  error?: string;
  aviso?: string;
}

export const paginaLogin = (d: DatosLogin) =>
  pagina(
    'Ingresar',
    `${mensajes(d.error, d.aviso)}
<form method="post" action="${escapar(d.accion)}" autocomplete="on">
<label for="usuario">Usuario</label>
<input id="usuario" name="usuario" autocomplete="username" required autofocus value="${escapar(d.usuario ?? '')}">
<label for="clave">Contraseña</label>
<input id="clave" name="clave" type="password" autocomplete="current-password" required>
<button type="submit">Ingresar</button>
</form>
<p class="pie"><a href="/idp/cambiar-clave">Cambiar contraseña</a></p>`,
  );

export interface DatosCambioClave {
  accion: string;
  /** Asked for when the page is reached on its own; a login in progress already knows its user and sends it hidden. */
  pedirUsuario: boolean;
  usuario?: string;
  error?: string;
  aviso?: string;
}

export const paginaCambioClave = (d: DatosCambioClave) =>
  pagina(
    'Cambiar contraseña',
    `${mensajes(d.error, d.aviso)}
<form method="post" action="${escapar(d.accion)}">
${
  d.pedirUsuario
    ? `<label for="usuario">Usuario</label>
<input id="usuario" name="usuario" autocomplete="username" required value="${escapar(d.usuario ?? '')}">`
    : `<input type="hidden" name="usuario" value="${escapar(d.usuario ?? '')}">`
}
<label for="actual">Contraseña actual</label>
<input id="actual" name="actual" type="password" autocomplete="current-password" required>
<label for="nueva">Contraseña nueva</label>
<input id="nueva" name="nueva" type="password" autocomplete="new-password" required minlength="${LARGO_MINIMO_PASSWORD}">
<p class="reglas">${RESUMEN_REGLAS_PASSWORD.replace(/\.$/, ', distinta de la actual.')}</p>
<label for="repeticion">Repita la contraseña nueva</label>
<input id="repeticion" name="repeticion" type="password" autocomplete="new-password" required minlength="${LARGO_MINIMO_PASSWORD}">
<button type="submit">Cambiar contraseña</button>
</form>`,
  );

export const paginaMensaje = (titulo: string, texto: string, enlace?: { href: string; texto: string }) =>
  pagina(titulo, `<p>${escapar(texto)}</p>${enlace ? `<p class="pie"><a href="${escapar(enlace.href)}">${escapar(enlace.texto)}</a></p>` : ''}`);

/**
 * The provider's logout confirmation. Leaving the portal ends the whole session (`logout=yes`), not only the portal's
 * grant: the form (with the provider's xsrf token) is submitted at once, and by the button without JavaScript.
 */
export const paginaCerrarSesion = (formulario: string) =>
  pagina(
    'Cerrar sesión',
    `<p>Cerrando la sesión…</p>
${formulario.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}
<button type="submit" form="op.logoutForm" autofocus>Cerrar sesión</button>
<script>${SCRIPT_CIERRE}</script>`,
  );
