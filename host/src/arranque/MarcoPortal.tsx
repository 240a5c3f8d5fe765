import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
// The ES build: 'antd/locale/es_ES' is CommonJS and drags antd/lib's copies of each component's locale.
import esES from 'antd/es/locale/es_ES';
import { nonceEstilos } from '@portal/shared/client';
import { ReceptorNotificaciones } from './notificaciones.js';

/** The page's CSP nonce (shared nonceEstilos): antd's styles carry it. */
const nonce = nonceEstilos();

/**
 * `zeroRuntime`: antd's component styles come from its stylesheet, which the host's page links (build/estilos-antd.cjs),
 * instead of being computed and inserted in the browser on first render (a tenth of a cold dashboard's main thread).
 */
const TEMA = { zeroRuntime: true } as const;

/**
 * antd in Spanish around everything the portal shows, the start-up pages included, the remotes' pages rendered inside;
 * what antd still writes at run time (the theme's CSS variables, the icons' styles) carries the page's nonce.
 */
export function MarcoPortal({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={TEMA} csp={nonce ? { nonce } : undefined}>
      <App>
        <ReceptorNotificaciones />
        {children}
      </App>
    </ConfigProvider>
  );
}
