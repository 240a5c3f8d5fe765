import { nonceEstilos } from '../nonce-estilos.js';
import { TEMA_PORTAL } from '../tema.js';

/**
 * Plain HTML and CSS, no antd: it is the first thing the portal paints, before antd's code has arrived (the host
 * fetches antd alongside the remotes, DESIGN §11). The spinner takes the portal theme's primary colour.
 */
const ESTILO_GIRO = '@keyframes portal-cargando-giro{to{transform:rotate(360deg)}}';
const COLOR_PRIMARIO = TEMA_PORTAL.token?.colorPrimary ?? '#0958d9';

/** Shown while a lazily loaded page or the start-up steps are on their way. */
export function PaginaCargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, minHeight: 240 }}
    >
      <style nonce={nonceEstilos()}>{ESTILO_GIRO}</style>
      <span
        aria-hidden="true"
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: `3px solid ${COLOR_PRIMARIO}33`,
          borderTopColor: COLOR_PRIMARIO,
          animation: 'portal-cargando-giro 0.8s linear infinite',
        }}
      />
      <span style={{ fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', color: 'rgba(0,0,0,0.88)', fontSize: 14 }}>
        {texto}
      </span>
    </div>
  );
}

export default PaginaCargando;
