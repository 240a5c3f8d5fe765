import { leerConfig } from '../config.js';
import { describirSeccion, esSeccionMantenible, NOMBRES_SECCION, SITIO } from './secciones.js';
import { archivoToken, CABECERA_TOKEN, leerToken } from './token.js';

/**
 * `npm run maintenance -- on|off [seccion]` and `npm run maintenance -- estado` (from the repository root).
 * It asks the running API (MAINTENANCE_URL) rather than writing the table itself: the embedded PGlite
 * can be opened by one process only, and the API must also tell its pages through the hub.
 */

const USO = `Uso: npm run maintenance -- on|off [seccion]
       npm run maintenance -- estado
Sin sección se pone o se saca de mantenimiento todo el sitio. Secciones: ${Object.entries(NOMBRES_SECCION)
  .map(([n, nombre]) => `${n} (${nombre})`)
  .join(', ')}.
Variables: MAINTENANCE_URL (por defecto http://localhost:$PORT o :8080), OPERATOR_TOKEN (si no, el archivo .data/operador.token de la API).`;

class ErrorCli extends Error {
  constructor(
    mensaje: string,
    readonly codigo = 1,
  ) {
    super(mensaje);
  }
}

interface Orden {
  tipo: 'cambiar' | 'estado';
  activo: boolean;
  seccion: number;
}

function leerOrden(args: string[]): Orden {
  const [accion, seccionTexto, ...resto] = args;
  if (accion === 'estado' && seccionTexto === undefined) return { tipo: 'estado', activo: false, seccion: SITIO };
  if ((accion !== 'on' && accion !== 'off') || resto.length > 0) throw new ErrorCli(USO, 2);
  const seccion = seccionTexto === undefined ? SITIO : Number(seccionTexto);
  if (!/^\d+$/.test(seccionTexto ?? '0') || !esSeccionMantenible(seccion)) {
    throw new ErrorCli(`"${seccionTexto}" no es una sección del sistema.\n${USO}`, 2);
  }
  return { tipo: 'cambiar', activo: accion === 'on', seccion };
}

async function tokenOperador(): Promise<string> {
  const deEntorno = process.env.OPERATOR_TOKEN?.trim();
  if (deEntorno) return deEntorno;
  const archivo = archivoToken(leerConfig().apiRoot);
  const token = await leerToken(archivo);
  if (!token) throw new ErrorCli(`No hay token de operador: defina OPERATOR_TOKEN o inicie la API, que lo escribe en ${archivo}.`);
  return token;
}

interface EstadoRespuesta {
  sitio: boolean;
  secciones: number[];
}

function describirEstado(estado: EstadoRespuesta): string {
  const sitio = estado.sitio ? 'Sitio en mantenimiento.' : 'Sitio en servicio.';
  const secciones = estado.secciones.length
    ? `Secciones en mantenimiento: ${estado.secciones.map(describirSeccion).join(', ')}.`
    : 'Ninguna sección en mantenimiento.';
  return `${sitio}\n${secciones}`;
}

async function pedir(base: string, token: string, orden: Orden): Promise<unknown> {
  const url = `${base.replace(/\/$/, '')}/operador/mantenimiento`;
  let respuesta: Response;
  try {
    respuesta = await fetch(url, {
      method: orden.tipo === 'estado' ? 'GET' : 'POST',
      headers: { [CABECERA_TOKEN]: token, ...(orden.tipo === 'cambiar' ? { 'content-type': 'application/json' } : {}) },
      body: orden.tipo === 'cambiar' ? JSON.stringify({ activo: orden.activo, seccion: orden.seccion }) : undefined,
    });
  } catch {
    throw new ErrorCli(`No se pudo conectar con la API en ${base}. ¿Está en marcha? (MAINTENANCE_URL indica otra dirección)`);
  }
  const cuerpo = (await respuesta.json().catch(() => null)) as { mensaje?: string } | null;
  if (respuesta.status === 401) throw new ErrorCli('La API rechazó el token de operador (OPERATOR_TOKEN o .data/operador.token).');
  if (!respuesta.ok) throw new ErrorCli(`La API respondió ${respuesta.status}: ${cuerpo?.mensaje ?? 'sin detalle'}`);
  return cuerpo;
}

async function main(args: string[]): Promise<string> {
  if (args.some((a) => a === '--help' || a === '-h')) return USO;
  const orden = leerOrden(args);
  const base = process.env.MAINTENANCE_URL || `http://localhost:${process.env.PORT ?? 8080}`;
  const cuerpo = await pedir(base, await tokenOperador(), orden);
  if (orden.tipo === 'estado') return describirEstado(cuerpo as EstadoRespuesta);
  return (cuerpo as { mensaje: string }).mensaje;
}

main(process.argv.slice(2)).then(
  (salida) => console.log(salida),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = err instanceof ErrorCli ? err.codigo : 1;
  },
);
