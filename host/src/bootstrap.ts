// First of all: zod without `new Function`, before any schema of the host or a remote is built (zod-navegador.ts).
import './arranque/zod-navegador.js';
import { irAlLoginSinPortal, pedirConfig } from './arranque/previo.js';

const URL_CONFIG = '/config.json';

function elementoRaiz(): HTMLElement {
  const existente = document.getElementById('root');
  if (existente) return existente;
  const nuevo = document.createElement('div');
  nuevo.id = 'root';
  document.body.appendChild(nuevo);
  return nuevo;
}

const raiz = elementoRaiz();
// Plain text until React paints (it replaces it): React itself may not be fetched at all when the login comes first.
const aviso = document.createElement('p');
aviso.setAttribute('role', 'status');
aviso.textContent = 'Iniciando el portal…';
raiz.replaceChildren(aviso);

// A visitor without a session leaves for the login from here; everyone else gets the portal's start-up.
void irAlLoginSinPortal(URL_CONFIG).then(async (saliendo) => {
  if (saliendo) return;
  // A page is to be shown: config.json is asked for now, while the start-up's chunk and React arrive, not after them.
  const configPedida = pedirConfig(URL_CONFIG);
  configPedida.catch(() => undefined);
  const { iniciarPortal } = await import('./arranque/iniciar.js');
  iniciarPortal(raiz, URL_CONFIG, configPedida);
});
