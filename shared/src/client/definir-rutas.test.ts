import { retirarRutas, rutaPorNombre } from '../domain/tabla-rutas.js';
import type { TablaRutas } from '../domain/rutas.js';
import { definirRutas, type CargarPagina } from './definir-rutas.js';

const pagina: CargarPagina = async () => ({ default: () => null });
const ADMIN = {
  remoto: 'mfe-admin',
  rutas: {
    'lista-usuarios': { path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia', rol: 'Administrador' },
    'editar-usuario': { path: '/admin-usuarios/editar/:id', titulo: 'Editar usuario farmacia', rol: 'Administrador', menuHidden: true },
  },
} as const satisfies TablaRutas;

beforeEach(() => retirarRutas('mfe-admin'));

describe('definirRutas', () => {
  it('gives every route of the table its metadata, its remote and its page, and registers the table for routePath', () => {
    const rutas = definirRutas(ADMIN, { 'lista-usuarios': pagina, 'editar-usuario': pagina });
    expect(rutas.map((r) => r.nombre)).toEqual(['lista-usuarios', 'editar-usuario']);
    expect(rutas[1]).toEqual({ ...ADMIN.rutas['editar-usuario'], nombre: 'editar-usuario', remoto: 'mfe-admin', pagina });
    expect(rutaPorNombre('editar-usuario')).toMatchObject({ path: '/admin-usuarios/editar/:id', remoto: 'mfe-admin' });
  });

  it('refuses a table that leaves a route without page, or a page without route', () => {
    const paginas: Record<string, CargarPagina> = { 'lista-usuarios': pagina };
    expect(() => definirRutas(ADMIN, paginas as never)).toThrow('Faltan páginas de mfe-admin: editar-usuario');
    expect(() => definirRutas(ADMIN, { ...paginas, 'editar-usuario': pagina, inicio: pagina } as never)).toThrow('Páginas sin ruta en mfe-admin: inicio');
    expect(rutaPorNombre('lista-usuarios')).toBeUndefined();
  });

  it('keeps the table the portal registered from the manifest at start-up', () => {
    definirRutas({ ...ADMIN, rutas: { ...ADMIN.rutas, 'lista-usuarios': { ...ADMIN.rutas['lista-usuarios'], titulo: 'Del manifiesto' } } }, {
      'lista-usuarios': pagina,
      'editar-usuario': pagina,
    });
    definirRutas(ADMIN, { 'lista-usuarios': pagina, 'editar-usuario': pagina });
    expect(rutaPorNombre('lista-usuarios')?.titulo).toBe('Del manifiesto');
  });
});
