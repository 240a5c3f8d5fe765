import { NOMBRES_RUTA, RUTAS, type NombreRuta } from '../domain/rutas.js';
import { definirRutas, type CargarPagina } from './definir-rutas.js';

const pagina: CargarPagina = async () => ({ default: () => null });
const paginasDe = (remoto: string) =>
  Object.fromEntries(NOMBRES_RUTA.filter((n) => RUTAS[n].remoto === remoto).map((n) => [n, pagina])) as Partial<Record<NombreRuta, CargarPagina>>;

describe('definirRutas', () => {
  it('returns every route of the remote with its metadata and page', () => {
    const rutas = definirRutas('mfe-admin', paginasDe('mfe-admin'));
    expect(rutas.map((r) => r.nombre)).toEqual(['lista-usuarios', 'crear-usuario', 'editar-usuario']);
    expect(rutas[2]).toMatchObject({ path: '/admin-usuarios/editar/:id', titulo: 'Editar usuario farmacia', pagina });
  });

  it('refuses a remote that leaves a route without page', () => {
    const { 'crear-usuario': _, ...incompletas } = paginasDe('mfe-admin');
    expect(() => definirRutas('mfe-admin', incompletas)).toThrow('Faltan páginas de mfe-admin: crear-usuario');
  });

  it('refuses a page of another remote', () => {
    expect(() => definirRutas('mfe-admin', { ...paginasDe('mfe-admin'), inicio: pagina })).toThrow('Rutas que no pertenecen a mfe-admin: inicio');
  });

  it('covers every route across the host and the five remotes', () => {
    const remotos = ['host', 'mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin'] as const;
    const total = remotos.reduce((suma, remoto) => suma + definirRutas(remoto, paginasDe(remoto)).length, 0);
    expect(total).toBe(NOMBRES_RUTA.length);
  });
});
