import { Suspense, useState } from 'react';
import { Layout, Space, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { PaginaCargando, useSesion } from '@portal/shared/client';
import { buscarRuta } from '@portal/shared/domain';
import { ScrollArriba } from '../rutas/ScrollArriba.js';
import { ModalNovedad } from '../novedades/ModalNovedad.js';
import { EscaneoGlobal } from '../escaneo/EscaneoGlobal.js';
import { MenuLateral } from './MenuLateral.js';
import { RelojServidor } from './RelojServidor.js';
import { IndicadorCarga } from './IndicadorCarga.js';
import { InsigniaBonos } from './InsigniaBonos.js';
import { InsigniaCarrito } from './InsigniaCarrito.js';
import { InsigniaRecuperador } from './InsigniaRecuperador.js';
import { UsuarioCabecera } from './UsuarioCabecera.js';

const ANCHO_MENU = 240;

/**
 * Layout of every page. The menu folds itself below antd's `lg` breakpoint (992 px) so a tablet keeps the
 * content width, and can be unfolded by hand; at 1366×768 it stays open.
 */
export function Shell() {
  const usuario = useSesion();
  const [plegado, setPlegado] = useState(false);
  const { pathname } = useLocation();
  const contenido = (
    <Suspense fallback={<PaginaCargando />}>
      <Outlet />
    </Suspense>
  );

  // A kiosk page (a counter screen showing one page) keeps only its content: no menu, no header.
  if (buscarRuta(pathname)?.ruta.kiosk) {
    return (
      <Layout style={{ minHeight: '100vh' }} data-modo="kiosk">
        <ScrollArriba />
        <Layout.Content style={{ padding: 24 }}>{contenido}</Layout.Content>
      </Layout>
    );
  }


  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ScrollArriba />
      {usuario && (
        <Layout.Sider
          theme="light"
          width={ANCHO_MENU}
          breakpoint="lg"
          collapsedWidth={0}
          collapsible
          collapsed={plegado}
          onCollapse={setPlegado}
        >
          <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
            Portal Farmacias
          </Typography.Title>
          <MenuLateral />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{ background: 'transparent', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, paddingInline: 24 }}
        >
          {usuario && <RelojServidor activo />}
          {usuario && (
            // On the right even while the clock has not read the server's time yet (it shows nothing until then).
            <Space size="middle" style={{ marginLeft: 'auto' }}>
              <IndicadorCarga />
              <InsigniaBonos />
              {usuario.permisos.pedidos && <InsigniaRecuperador />}
              {usuario.permisos.pedidos && <InsigniaCarrito />}
              <UsuarioCabecera usuario={usuario} />
            </Space>
          )}
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>{contenido}</Layout.Content>
      </Layout>
      {usuario && <ModalNovedad />}
      {usuario?.permisos.pedidos && <EscaneoGlobal />}
    </Layout>
  );
}
