import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { PaginaCargando, cargarConfig, configurarApiClient } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { cargarRutasRemotas, SeccionNoDisponible } from '../federacion/index.js';
import { mensajeDeError } from '../registro/mensajeDeError.js';
import { registrarLog } from '../registro/registrarLog.js';
import { crearGestorSesion, crearUserManager } from '../sesion/gestorSesion.js';
import { aplicarUsuario, sincronizarSesion } from '../sesion/sincronizarSesion.js';
import { crearRutas } from '../rutas/crearRutas.js';
import { registrarBloqueoDeError } from '../bloqueo/bloqueoFarmacia.js';
import { avisarMantenimiento, retirarAvisoMantenimiento } from '../mantenimiento/avisoMantenimiento.js';
import { navegarRecordandoOrigen } from '../mantenimiento/origenMantenimiento.js';
import { definirUrlSondeo, RUTA_SONDEO, sitioDisponible } from '../mantenimiento/sondeoSitio.js';
import { vigilarMantenimiento } from '../mantenimiento/vigilanteMantenimiento.js';
import { iniciarReporteErrores, reporteErrores } from '../reporte-errores/reporteErrores.js';
import { definirReceptorUsuarioErrores } from '../sesion/usuarioReporteErrores.js';
import { crearVigilanteVersion } from '../version/vigilanteVersion.js';
import { AplicacionPortal, crearQueryClient } from './AplicacionPortal.js';
import { MarcoPortal } from './MarcoPortal.js';
import { PaginaErrorArranque } from './PaginaErrorArranque.js';
import { cargarAnalytics } from './cargarAnalytics.js';
import { prepararVisorPdf } from './prepararVisorPdf.js';
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

  await Promise.all([
    config.toggles.analytics ? cargarAnalytics(config.toggles.analytics) : undefined,
    prepararVisorPdf(new URL(config.visorPdfWorkerUrl, window.location.origin).toString()),
  ]);

  iniciarReporteErrores(config.reporteErrores, config.version);
  definirReceptorUsuarioErrores((usuario) => reporteErrores.definirUsuario(usuario));

  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const navegar = navegarRecordandoOrigen(
    (path) => {
      if (router) void router.navigate(path);
      else window.location.assign(path);
    },
    () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
  configurarApiClient({
    baseUrl: config.apiBaseUrl,
    timeoutMs: config.timeoutMs,
    versionCliente: config.version,
    // The API's 503 is the server saying it is in maintenance: the page must ask to wait, not announce a new version.
    navegar: (path) => navegar(path === routePath('sitio-en-mantenimiento') ? `${path}?wait=true` : path),
    notificarError,
    reportarError: (error) => reporteErrores.reportar(error),
    registrar: (mensaje, error) => {
      console.error(mensaje, error);
      registrarBloqueoDeError(error);
    },
  });
  definirUrlSondeo(`${config.apiBaseUrl.replace(/\/+$/, '')}${RUTA_SONDEO}`);

  const vigilanteVersion = crearVigilanteVersion({
    url: new URL('version.json', new URL(config.siteBaseUrl, window.location.origin)).toString(),
    navegar,
    reportar: (error) => reporteErrores.reportar(error),
  });
  void vigilanteVersion.iniciar();
  vigilarMantenimiento({
    avisar: avisarMantenimiento,
    retirarAviso: retirarAvisoMantenimiento,
    pausarReporte: () => reporteErrores.pausar(),
    reanudarReporte: () => reporteErrores.reanudar(),
    comprobarVersion: () => void vigilanteVersion.comprobar(true),
    sitioDisponible,
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
