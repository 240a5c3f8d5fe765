import type { Root } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import {
  PaginaCargando,
  cargarConfig,
  configurarApiClient,
  definirConfigDelSitio,
  mensajeDeError,
  registrarEnServidor,
  useSessionStore,
  type RemotoConfig,
} from '@portal/shared/client';
import { buscarRuta, evaluarGuardas, pathname, routePath } from '@portal/shared/domain';
import { cargaDe } from '../federacion/carga-pagina.js';
import { registroDeConfig, type RegistroRemotos } from '../federacion/cargar-rutas-remotas.js';
import { remotoDelPath } from '../federacion/manifiesto.js';
import { registrarRutasHost } from '../rutas/rutasHost.js';
import type { Navegador } from './portal.js';
import { crearGestorSesion, crearUserManager, type GestorSesion } from '../sesion/gestorSesion.js';
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
import { hayUsuarioGuardado } from './previo.js';
import { resolverDirecciones } from './resolverDirecciones.js';

/**
 * What the user sees (router, shell, antd) is one chunk, fetched only when a page is to be shown: a visitor without
 * a session leaves for the login with the start-up steps alone (DESIGN §11 cold way in).
 */
const cargarPortal = () => import('./portal.js');
const avisoMantenimiento = () => import('../mantenimiento/avisoMantenimiento.js');

/** SPEC §2: the application starts only after its start-up steps finish; until then the user sees them running. */
async function pasosArranque(raiz: Root, urlConfig: string, configPedida?: Promise<Response>): Promise<void> {
  // Plain HTML (no antd yet): painted at once.
  raiz.render(<PaginaCargando texto="Iniciando el portal…" />);
  registrarRutasHost();

  dayjs.locale('es');
  const config = resolverDirecciones(await cargarConfig(urlConfig, configPedida), window.location.origin);
  definirConfigDelSitio(config);

  // Awaited below, once the remote of the page is on its way.
  const preparativos = Promise.all([
    config.toggles.analytics ? cargarAnalytics(config.toggles.analytics) : undefined,
    prepararVisorPdf(new URL(config.visorPdfWorkerUrl, window.location.origin).toString()),
  ]);
  preparativos.catch(() => undefined);

  iniciarReporteErrores(config.reporteErrores, config.version);
  definirReceptorUsuarioErrores((usuario) => reporteErrores.definirUsuario(usuario));

  let router: Navegador | null = null;
  // Set once the session manager exists: the API's 401s renew the session through it (ContextChanged signs out).
  let gestorSesion: GestorSesion | null = null;
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
    sesionRechazada: () => {
      if (useSessionStore.getState().usuario) gestorSesion?.alRechazarSesion();
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

  const registro = registroDeConfig(config, {
    alFallar: (fallido) => void registrarEnServidor(`No se pudo cargar el remoto ${fallido.remoto}`, fallido.error),
  });
  const pathCompleto = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // Every remote's route table (its manifest) at once, while the rest of the start-up goes on: the router, the guards,
  // the menu and the sitemap are built from them. A remote that fails or does not answer in time has no routes: its
  // prefixes say the section is not available, and the rest of the portal works.
  const tablas = registro.leerTablas();
  // With a session kept, the remote of the page asked for, and then its page's module, are fetched as soon as its
  // table is here, while the start-up goes on and the shell renders. Only that remote's code: every other section
  // waits until one of its pages is opened. Without a session, the login may come first.
  if (hayUsuarioGuardado()) adelantarPagina(registro, config.remotos, pathCompleto);
  await preparativos;

  const gestor = crearGestorSesion(crearUserManager(config.oidc), { registrarLog: registrarEnServidor }, config.oidc.automaticSilentRenew);
  gestorSesion = gestor;
  sincronizarSesion(gestor.userManager);
  try {
    aplicarUsuario(await gestor.usuarioGuardado());
  } catch (error) {
    // A kept session whose claims no longer make sense is dropped: the guards will ask for a new login.
    void registrarEnServidor('Sesión guardada inválida', error);
    await gestor.userManager.removeUser();
  }
  gestor.renovarAntesDeExpirar();
  await tablas;
  const guardas = resultadoGuardas(pathCompleto);
  if (guardas.tipo === 'login' && (await irAlLoginSinCargar(gestor, guardas.destino))) return;

  // The guards may send elsewhere: that page's remote, too.
  if (guardas.tipo === 'redirigir') adelantarPagina(registro, config.remotos, guardas.a);
  const portal = await cargarPortal();
  router = portal.montarPortal(raiz, { config, gestor, registro });
}

const resultadoGuardas = (pathCompleto: string) =>
  evaluarGuardas({ ruta: buscarRuta(pathCompleto)?.ruta ?? null, pathCompleto, usuario: useSessionStore.getState().usuario, ahora: Date.now() });

/**
 * Starts loading the remote that serves a path (known by its prefix before its table arrives), then that page's module
 * (nothing for the host's own pages).
 */
function adelantarPagina(registro: RegistroRemotos, remotos: readonly RemotoConfig[], pathCompleto: string): void {
  const remoto = remotoDelPath(remotos, pathname(pathCompleto));
  if (!remoto || buscarRuta(pathCompleto)?.ruta.remoto === 'host') return;
  void registro.leerTabla(remoto.nombre).then(async ({ lista }) => {
    const meta = lista ? buscarRuta(pathCompleto)?.ruta : undefined;
    if (!meta || meta.remoto !== remoto.nombre) return;
    const { rutas } = await registro.cargar(meta.remoto);
    const ruta = rutas?.find((r) => r.nombre === meta.nombre);
    if (ruta) cargaDe(ruta.pagina);
  });
}

/**
 * No session and a page that needs one: straight to the identity provider, before the remotes or the shell are
 * fetched, so a first visit to the login costs the start-up steps alone (DESIGN §11 cold way in). The guard's own
 * rule decides (public pages, unknown paths and a kept session go on as usual). Answers whether the browser is
 * leaving; if the redirect cannot start, the portal starts and its guard tries again and shows the error page.
 */
async function irAlLoginSinCargar(gestor: GestorSesion, destino: string): Promise<boolean> {
  try {
    // Resolves only if the navigation is cancelled; until the browser leaves, the start-up page stays.
    await gestor.iniciarLogin(destino);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the start-up steps into `raiz` (with config.json's request when one is under way); any failure ends on the
 * start-up error page, never on a blank screen.
 */
export async function arrancar(raiz: Root, urlConfig = '/config.json', configPedida?: Promise<Response>): Promise<void> {
  try {
    await pasosArranque(raiz, urlConfig, configPedida);
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
