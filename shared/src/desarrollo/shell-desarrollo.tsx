import { StrictMode, Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Button, ConfigProvider, Layout, Result, Space } from 'antd';
// The ES build: 'antd/locale/es_ES' is CommonJS and drags antd/lib's copies of each component's locale.
import esES from 'antd/es/locale/es_ES';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
// By package name, not relative paths: webpack then hands the shell the same shared (federated) session store
// and API client that the remote's pages use.
import { PaginaCargando, TEMA_PORTAL, cargarConfig, configurarApiClient, useSessionStore, type RutaRemota } from '@portal/shared/client';
import { perfilASesion } from '@portal/shared/domain';

/**
 * Starts the minimal shell to work on one remote alone (webpack-dev-server only, through the remote's
 * `entradaDev`; never part of a remote's build): signs in against the configured identity provider, sets the
 * shared session and API client like the host does, and mounts the remote's routes with a plain list of links.
 */
export function iniciarShellDesarrollo(remoto: string, rutas: RutaRemota[]): void {
  iniciar(remoto, rutas).catch((error: unknown) => {
    document.body.textContent = `No se pudo iniciar ${remoto}: ${error instanceof Error ? error.message : String(error)}`;
  });
}

async function iniciar(remoto: string, rutas: RutaRemota[]) {
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
  document.title = `${remoto} (desarrollo)`;
  const entrar = () => userManager.signinRedirect({ state: location.pathname + location.search });
  const paginas = rutas.map((ruta) => ({ ruta, Pagina: lazy(ruta.pagina) }));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Shell remoto={remoto} rutas={rutas} paginas={paginas} entrar={entrar} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

interface PropsShell {
  remoto: string;
  rutas: RutaRemota[];
  paginas: { ruta: RutaRemota; Pagina: LazyExoticComponent<ComponentType> }[];
  entrar: () => void;
}

function Shell({ remoto, rutas, paginas, entrar }: PropsShell) {
  const usuario = useSessionStore((s) => s.usuario);
  if (!usuario) {
    return <Result title={`${remoto}: desarrollo`} extra={<Button type="primary" onClick={entrar}>Iniciar sesión</Button>} />;
  }
  return (
    <ConfigProvider locale={esES} theme={TEMA_PORTAL}>
      <AntApp>
        <BrowserRouter>
          <Layout style={{ minHeight: '100vh' }}>
            <Layout.Header style={{ color: '#fff' }}>
              {remoto} · {usuario.nombre}
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
      </AntApp>
    </ConfigProvider>
  );
}
