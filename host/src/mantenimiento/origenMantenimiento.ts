import { routePath } from '@portal/shared/domain';

const CLAVE = 'portal:origen-mantenimiento';

const PAGINAS_MANTENIMIENTO = [routePath('sitio-en-mantenimiento'), routePath('seccion-en-mantenimiento')];

const pathname = (path: string): string => path.split(/[?#]/)[0] ?? path;

export const esPaginaMantenimiento = (path: string): boolean => PAGINAS_MANTENIMIENTO.includes(pathname(path));

const esRutaInterna = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

/**
 * Wraps a navigation so that, on the way to a maintenance page, the page the user was on is kept in the tab's
 * session: the maintenance pages send the user back there once the site or section is back.
 */
export function navegarRecordandoOrigen(navegar: (path: string) => void, ubicacionActual: () => string): (path: string) => void {
  return (destino) => {
    const actual = ubicacionActual();
    if (esPaginaMantenimiento(destino) && !esPaginaMantenimiento(actual) && esRutaInterna(actual)) {
      sessionStorage.setItem(CLAVE, actual);
    }
    navegar(destino);
  };
}

/** Where the user was before a maintenance page; the home page when unknown. */
export function leerOrigen(): string {
  const guardado = sessionStorage.getItem(CLAVE);
  return guardado && esRutaInterna(guardado) && !esPaginaMantenimiento(guardado) ? guardado : '/';
}

export function olvidarOrigen(): void {
  sessionStorage.removeItem(CLAVE);
}
