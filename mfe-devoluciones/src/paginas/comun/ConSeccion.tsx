import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Result } from 'antd';
import { useSesion } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';

/** Section 8 (SPEC §2): expired returns; without it the pharmacy's agreement has none and goes to /vencidos-deshabilitado. */
export const SECCION_VENCIDOS = 8;

/**
 * A page of a section (11 returns, 41 recalls, 8 expired products) shows only to a user with the section enabled
 * (SPEC §6): without 8 the user is sent to /vencidos-deshabilitado ('Convenio Vencidos'); without 11 or 41 the page
 * says the section is not enabled. The page itself is not rendered, so it asks the API nothing.
 */
export function ConSeccion({ seccion, children }: { seccion: number; children: ReactNode }) {
  const usuario = useSesion();
  if (usuario && !usuario.secciones.includes(seccion)) {
    if (seccion === SECCION_VENCIDOS) return <Navigate to={routePath('vencidos-deshabilitado')} replace />;
    return (
      <div data-remoto="mfe-devoluciones">
        <Result status="403" title="Sección no habilitada" subTitle="Su usuario no tiene habilitada esta sección. Consulte con el administrador de su farmacia." />
      </div>
    );
  }
  return <>{children}</>;
}

/** A route's page loader whose page shows only with the section enabled. */
export const conSeccion =
  (seccion: number, cargar: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ default: ComponentType }> => {
    const { default: Pagina } = await cargar();
    function PaginaDeSeccion() {
      return (
        <ConSeccion seccion={seccion}>
          <Pagina />
        </ConSeccion>
      );
    }
    return { default: PaginaDeSeccion };
  };
