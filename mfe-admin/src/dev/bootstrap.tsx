import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Button, ConfigProvider, Layout, Result, Space } from 'antd';
import esES from 'antd/locale/es_ES';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { PaginaCargando, cargarConfig, configurarApiClient, useSessionStore } from '@portal/shared/client';
import { perfilASesion } from '@portal/shared/domain';
import rutas from '../routes.js';

const REMOTO = 'mfe-admin';

/**
 * Minimal shell to work on this remote alone (webpack-dev-server only; never part of the remote's build):
 * signs in against the configured identity provider, sets the shared session and API client like the host
 * does, and mounts this remote's routes with a plain list of links.
 */
async function iniciar() {
  const config = await cargarConfig();
  const userManager = new UserManager({
    ...config.oidc,
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  let usuario: User | null;
  if (location.pathname === '/oidc-callback') {
    usuario = await userManager.signinRedirectCallback();
    const destino = typeof usuario.state === 'string' ? usuario.state : '/';
    history.replaceState(null, '', destino);
  } else {
    usuario = await userManager.getUser();
  }
  if (usuario && !usuario.expired) {
    useSessionStore.getState().setSesion(perfilASesion(usuario.profile, (usuario.expires_at ?? 0) * 1000), usuario.access_token);
  }
  configurarApiClient({
    baseUrl: location.origin,
    timeoutMs: config.timeoutMs,
    versionCliente: 'dev',
    navegar: (path) => location.assign(path),
    notificarError: (mensaje) => console.error(mensaje),
  });
  document.title = `${REMOTO} (desarrollo)`;
  const entrar = () => userManager.signinRedirect({ state: location.pathname + location.search });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Shell entrar={entrar} />
    </StrictMode>,
  );
}

const paginas = rutas.map((ruta) => ({ ruta, Pagina: lazy(ruta.pagina) }));
const queryClient = new QueryClient();

function Shell({ entrar }: { entrar: () => void }) {
  const usuario = useSessionStore((s) => s.usuario);
  if (!usuario) {
    return <Result title={`${REMOTO}: desarrollo`} extra={<Button type="primary" onClick={entrar}>Iniciar sesión</Button>} />;
  }
  return (
    <ConfigProvider locale={esES}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Layout style={{ minHeight: '100vh' }}>
              <Layout.Header style={{ color: '#fff' }}>
                {REMOTO} · {usuario.nombre}
              </Layout.Header>
              <Layout.Content style={{ padding: 24 }}>
                <Space wrap>
                  {rutas
                    .filter((r) => !/[:*]/.test(r.path))
                    .map((r) => (
                      <Link key={r.nombre} to={r.path}>
                        {r.titulo}
                      </Link>
                    ))}
                </Space>
                <Suspense fallback={<PaginaCargando />}>
                  <Routes>
                    {paginas.map(({ ruta, Pagina }) => (
                      <Route key={ruta.nombre} path={ruta.path} element={<Pagina />} />
                    ))}
                  </Routes>
                </Suspense>
              </Layout.Content>
            </Layout>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

iniciar().catch((error: unknown) => {
  document.body.textContent = `No se pudo iniciar ${REMOTO}: ${error instanceof Error ? error.message : String(error)}`;
});
