import { nonceEstilos } from '@portal/shared/client';

/** webpack's nonce for the styles a library of this bundle writes itself (react-draggable's, while dragging). */
declare let __webpack_nonce__: string | undefined;

/**
 * The rules of react-grid-layout's and react-resizable's style sheets the dashboard uses (the build has no CSS loader),
 * added once when the grid first shows, with the page's style nonce (the site's policy has no 'unsafe-inline').
 */
const CSS = `
.react-grid-layout{position:relative;transition:height 200ms ease}
.react-grid-item{transition:all 200ms ease;transition-property:left,top,width,height}
.react-grid-item.cssTransforms{transition-property:transform,width,height}
.react-grid-item.resizing,.react-grid-item.react-draggable-dragging{transition:none;z-index:3}
.react-grid-item.react-grid-placeholder{background:#1677ff;opacity:.2;transition-duration:100ms;z-index:2;user-select:none;border-radius:8px}
.react-grid-item>.react-resizable-handle{position:absolute;width:20px;height:20px;bottom:0;right:0;cursor:se-resize}
.react-grid-item>.react-resizable-handle::after{content:"";position:absolute;right:4px;bottom:4px;width:7px;height:7px;border-right:2px solid rgba(0,0,0,.45);border-bottom:2px solid rgba(0,0,0,.45)}
.tablero-editable .tablero-asa{cursor:move}
`;

let agregado = false;

export function agregarEstilosGrilla(): void {
  if (agregado || typeof document === 'undefined') return;
  const nonce = nonceEstilos();
  // react-draggable takes its nonce from webpack's (per bundle: this remote's runtime, not the host's).
  if (nonce) __webpack_nonce__ = nonce;
  const estilo = document.createElement('style');
  if (nonce) estilo.nonce = nonce;
  estilo.dataset.origen = 'mfe-home-tablero';
  estilo.textContent = CSS;
  document.head.appendChild(estilo);
  agregado = true;
}
