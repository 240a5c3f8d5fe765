import { Suspense, useState } from 'react';
import { Button, Layout, Space, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
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
/** Folded: the groups' initials, wide enough for a finger or a mouse. */
const ANCHO_MENU_PLEGADO = 64;

/**
 * Layout of every page. The menu folds itself to its groups' initials below antd's `xl` breakpoint (1200 px): at a
 * counter's 1024 px the open menu took a quarter of the screen and pushed tables' right-hand columns out of sight
 * (issue 29). A labelled button in the header folds and unfolds it by hand; at 1366×768 it stays open.
 */
export function Shell() {
  const usuario = useSesion();
  // Folded from the first paint below 1200 px (antd's xl), rather than open for a frame and folding after.
  const [plegado, setPlegado] = useState(() => window.matchMedia?.('(max-width: 1199.98px)').matches ?? false);
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
          breakpoint="xl"
          collapsedWidth={ANCHO_MENU_PLEGADO}
          collapsible
          trigger={null}
          collapsed={plegado}
          onCollapse={setPlegado}
        >
          <Typography.Title level={5} style={{ padding: plegado ? '16px 0' : '16px 24px', margin: 0, textAlign: plegado ? 'center' : undefined }} title="Portal Farmacias">
            {plegado ? 'PF' : 'Portal Farmacias'}
          </Typography.Title>
          <MenuLateral plegado={plegado} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{ background: 'transparent', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, paddingInline: 24 }}
        >
          {usuario && (
            <Button
              type="text"
              icon={plegado ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={plegado ? 'Desplegar el menú' : 'Plegar el menú'}
              aria-expanded={!plegado}
              aria-controls="menu-principal"
              onClick={() => setPlegado(!plegado)}
            />
          )}
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
