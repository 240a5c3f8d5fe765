import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
// The ES build: 'antd/locale/es_ES' is CommonJS and drags antd/lib's copies of each component's locale.
import esES from 'antd/es/locale/es_ES';
import { nonceEstilos, TEMA_PORTAL } from '@portal/shared/client';
import { ReceptorNotificaciones } from './notificaciones.js';

/** The page's CSP nonce (shared nonceEstilos): antd's styles carry it. */
const nonce = nonceEstilos();

/**
 * antd in Spanish, in the portal's theme (colours that read at WCAG AA), around everything the portal shows, the start-up pages included; its CSS-in-JS and icons write their
 * `<style>` tags with the page's nonce, which the remotes' pages, rendered inside, share.
 */
export function MarcoPortal({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={TEMA_PORTAL} csp={nonce ? { nonce } : undefined}>
      <App>
        <ReceptorNotificaciones />
        {children}
      </App>
    </ConfigProvider>
  );
}
