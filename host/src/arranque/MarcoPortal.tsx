import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ReceptorNotificaciones } from './notificaciones.js';

/** antd in Spanish around everything the portal shows, the start-up pages included. */
export function MarcoPortal({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES}>
      <App>
        <ReceptorNotificaciones />
        {children}
      </App>
    </ConfigProvider>
  );
}
