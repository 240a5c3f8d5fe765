import type { Root } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { PaginaCargando, cargarConfig, configurarApiClient } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { pedirRutasRemotas } from '../federacion/cargar-rutas-remotas.js';
import { mensajeDeError } from '../registro/mensajeDeError.js';
import { registrarLog } from '../registro/registrarLog.js';
import { crearGestorSesion, crearUserManager } from '../sesion/gestorSesion.js';
import { aplicarUsuario, sincronizarSesion } from '../sesion/sincronizarSesion.js';
import { registrarBloqueoDeError } from '../bloqueo/bloqueoFarmacia.js';
import { navegarRecordandoOrigen } from '../mantenimiento/origenMantenimiento.js';
import { definirUrlSondeo, RUTA_SONDEO, sitioDisponible } from '../mantenimiento/sondeoSitio.js';
import { vigilarMantenimiento } from '../mantenimiento/vigilanteMantenimiento.js';
import { iniciarReporteErrores, reporteErrores } from '../reporte-errores/reporteErrores.js';
import { definirReceptorUsuarioErrores } from '../sesion/usuarioReporteErrores.js';
import { crearVigilanteVersion } from '../version/vigilanteVersion.js';
import { cargarAnalytics } from './cargarAnalytics.js';
import { prepararVisorPdf } from './prepararVisorPdf.js';
import { notificarError } from './notificarError.js';
import { resolverDirecciones } from './resolverDirecciones.js';

/**
 * What the user sees (router, shell, antd) is one chunk, fetched once the remotes have been asked for: the first
 * load before any remote is the start-up steps alone (DESIGN §11: ≤ 200 KB gzipped).
 */
const cargarPortal = () => import('./portal.js');
const avisoMantenimiento = () => import('../mantenimiento/avisoMantenimiento.js');

/** SPEC §2: the application starts only after its start-up steps finish; until then the user sees them running. */
async function pasosArranque(raiz: Root, urlConfig: string): Promise<void> {
  // Plain HTML (no antd yet): painted at once.
  raiz.render(<PaginaCargando texto="Iniciando el portal…" />);

  dayjs.locale('es');
  const config = resolverDirecciones(await cargarConfig(urlConfig), window.location.origin);

  await Promise.all([
    config.toggles.analytics ? cargarAnalytics(config.toggles.analytics) : undefined,
    prepararVisorPdf(new URL(config.visorPdfWorkerUrl, window.location.origin).toString()),
  ]);

  iniciarReporteErrores(config.reporteErrores, config.version);
  definirReceptorUsuarioErrores((usuario) => reporteErrores.definirUsuario(usuario));

  let router: { navigate(path: string): Promise<void> } | null = null;
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
    // Fetched in order, so a notice and its withdrawal never cross.
    avisar: () => void avisoMantenimiento().then((m) => m.avisarMantenimiento()),
    retirarAviso: () => void avisoMantenimiento().then((m) => m.retirarAvisoMantenimiento()),
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

  // The remotes are asked for first (they are the longer way: manifest, entry, routes), the portal's chunk while
  // their answers are on the way.
  const { pedidos, rutas } = pedirRutasRemotas(config);
  const portalCargado = pedidos.then(cargarPortal);
  const [remotos, portal] = await Promise.all([rutas, portalCargado]);
  for (const fallido of remotos.filter((r) => r.rutas === null)) {
    void registrarLog(`No se pudo cargar el remoto ${fallido.remoto}`, fallido.error);
  }
  router = portal.montarPortal(raiz, { config, gestor, remotos });
}

/** Runs the start-up steps into `raiz`; any failure ends on the start-up error page, never on a blank screen. */
export async function arrancar(raiz: Root, urlConfig = '/config.json'): Promise<void> {
  try {
    await pasosArranque(raiz, urlConfig);
  } catch (error) {
    console.error('No se pudo iniciar el portal', error);
    const mensaje = mensajeDeError(error) || 'Error inesperado al iniciar el portal.';
    try {
      (await cargarPortal()).mostrarErrorArranque(raiz, mensaje);
    } catch {
      // Not even the portal's code arrives (the network is gone): the message, plain, never a blank page.
      raiz.render(<p role="alert">No se pudo iniciar el portal. {mensaje}</p>);
    }
  }
}
