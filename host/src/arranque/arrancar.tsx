import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { PaginaCargando, cargarConfig, configurarApiClient } from '@portal/shared/client';
import { cargarRutasRemotas, SeccionNoDisponible } from '../federacion/index.js';
import { mensajeDeError } from '../registro/mensajeDeError.js';
import { registrarLog } from '../registro/registrarLog.js';
import { crearGestorSesion, crearUserManager } from '../sesion/gestorSesion.js';
import { aplicarUsuario, sincronizarSesion } from '../sesion/sincronizarSesion.js';
import { crearRutas } from '../rutas/crearRutas.js';
import { AplicacionPortal, crearQueryClient } from './AplicacionPortal.js';
import { MarcoPortal } from './MarcoPortal.js';
import { PaginaErrorArranque } from './PaginaErrorArranque.js';
import { cargarAnalytics } from './cargarAnalytics.js';
import { notificarError } from './notificaciones.js';
import { resolverDirecciones } from './resolverDirecciones.js';

/** SPEC §2: the application starts only after its start-up steps finish; until then the user sees them running. */
async function pasosArranque(raiz: Root, urlConfig: string): Promise<void> {
  raiz.render(
    <MarcoPortal>
      <PaginaCargando texto="Iniciando el portal…" />
    </MarcoPortal>,
  );

  dayjs.locale('es');
  const config = resolverDirecciones(await cargarConfig(urlConfig), window.location.origin);

  if (config.toggles.analytics) await cargarAnalytics(config.toggles.analytics);

  let router: ReturnType<typeof createBrowserRouter> | null = null;
  configurarApiClient({
    baseUrl: config.apiBaseUrl,
    timeoutMs: config.timeoutMs,
    versionCliente: config.version,
    navegar: (path) => {
      if (router) void router.navigate(path);
      else window.location.assign(path);
    },
    notificarError,
  });

  const gestor = crearGestorSesion(crearUserManager(config.oidc), { registrarLog }, config.oidc.automaticSilentRenew);
  sincronizarSesion(gestor.userManager);
  try {
    aplicarUsuario(await gestor.usuarioGuardado());
  } catch (error) {
    // A kept session whose claims no longer make sense is dropped: the guards will ask for a new login.
    void registrarLog('Sesión guardada inválida', error);
    await gestor.userManager.removeUser();
  }
  gestor.renovarAntesDeExpirar();

  const remotos = await cargarRutasRemotas(config);
  const fallidos = remotos.filter((r) => r.rutas === null).map((r) => ({ nombre: r.remoto, prefijos: r.prefijos, error: r.error }));
  for (const fallido of fallidos) void registrarLog(`No se pudo cargar el remoto ${fallido.nombre}`, fallido.error);
  router = createBrowserRouter(
    crearRutas({
      rutasRemotas: remotos.flatMap((r) => r.rutas ?? []),
      remotosFallidos: fallidos,
      noDisponible: ({ nombre, error }) => <SeccionNoDisponible remoto={nombre} error={error} />,
    }),
  );

  raiz.render(<AplicacionPortal config={config} gestor={gestor} router={router} queryClient={crearQueryClient()} />);
}

/** Runs the start-up steps into `raiz`; any failure ends on the start-up error page, never on a blank screen. */
export async function arrancar(raiz: Root, urlConfig = '/config.json'): Promise<void> {
  try {
    await pasosArranque(raiz, urlConfig);
  } catch (error) {
    console.error('No se pudo iniciar el portal', error);
    const mensaje = mensajeDeError(error) || 'Error inesperado al iniciar el portal.';
    raiz.render(
      <MarcoPortal>
        <PaginaErrorArranque mensaje={mensaje} />
      </MarcoPortal>,
    );
  }
}
