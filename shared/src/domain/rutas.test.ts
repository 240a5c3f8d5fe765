import { RUTAS_COMPARTIDAS, type TablaRutas } from './rutas.js';
import { buscarRuta, routePath } from './ruta-path.js';
import {
  ErrorTablaRutas,
  ordenarRemotos,
  problemasTablaRutas,
  redireccionesRegistradas,
  registrarRutas,
  retirarRutas,
  rutaPorNombre,
  rutasRegistradas,
  suscribirRutas,
} from './tabla-rutas.js';

/** Two sections' tables as their `src/rutas.ts` would declare them (names of this test only, typed loosely). */
const PEDIDOS: TablaRutas = {
  remoto: 'mfe-pedidos',
  rutas: {
    'pedido-nuevo': { path: '/pedidos/nuevo', titulo: 'Nuevo pedido', rol: 'ConsultorStock', menu: { grupo: 'Pedidos', etiqueta: 'Nuevo pedido', orden: 1 } },
    'historico-pedido': { path: '/historico/pedido/:pedidoId', titulo: 'Histórico de pedidos', paramsDigitos: ['pedidoId'] },
    'agregar-combo': { path: '/pedidos/agregar-combo/:comboId/:troquel?', titulo: 'Agregar combo' },
    'confirmacion-pedido': { path: '/pedidos/confirmacion/guid/*', titulo: 'Confirmación pedido', menuHidden: true },
  },
  redirecciones: [{ desde: '/pedidos', hacia: 'pedido-nuevo' }],
};
const HOME: TablaRutas = {
  remoto: 'mfe-home',
  rutas: {
    inicio: { path: '/', titulo: 'Inicio' },
    archivos: { path: '/archivos', titulo: 'Archivos' },
  },
};
const HOST: TablaRutas = { remoto: 'host', rutas: { error404: { path: '/error404', titulo: 'Página no encontrada', isPublic: true } } };

const nombre = (n: string) => n as Parameters<typeof routePath>[0];

beforeEach(() => {
  for (const r of ['host', 'mfe-pedidos', 'mfe-home', 'mfe-otro']) retirarRutas(r);
  ordenarRemotos([]);
});

describe('RUTAS_COMPARTIDAS', () => {
  it('names only absolute paths, each owned by one package, with digit-only parameters its path has', () => {
    const paths = Object.values(RUTAS_COMPARTIDAS).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const ruta of Object.values(RUTAS_COMPARTIDAS)) {
      expect(ruta.path.startsWith('/')).toBe(true);
      expect(['host', 'mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin']).toContain(ruta.remoto);
      for (const p of ('paramsDigitos' in ruta ? ruta.paramsDigitos : [])) expect(ruta.path).toContain(`:${p}`);
    }
  });

  it('lets routePath reach a shared route with no table registered (a link into a section not loaded)', () => {
    expect(routePath('cuenta-corriente-deuda')).toBe('/cc/composicion-de-la-deuda');
    expect(routePath('historico-pedido', { pedidoId: 42 })).toBe('/historico/pedido/42');
    expect(() => routePath('historico-pedido', { pedidoId: 'x1' })).toThrow('acepta solo dígitos');
    expect(routePath('cc-factura-electronica-pedido')).toBe('/cc/factura-electronica/pedido');
  });
});

describe('the merged route table', () => {
  it('lists the host first, then the remotes in the configuration order, whatever order they arrived in', () => {
    ordenarRemotos(['mfe-home', 'mfe-pedidos']);
    registrarRutas(PEDIDOS);
    registrarRutas(HOME);
    registrarRutas(HOST);
    expect(rutasRegistradas().map((r) => `${r.remoto}:${r.nombre}`)).toEqual([
      'host:error404',
      'mfe-home:inicio',
      'mfe-home:archivos',
      'mfe-pedidos:pedido-nuevo',
      'mfe-pedidos:historico-pedido',
      'mfe-pedidos:agregar-combo',
      'mfe-pedidos:confirmacion-pedido',
    ]);
    expect(rutaPorNombre('pedido-nuevo')).toMatchObject({ nombre: 'pedido-nuevo', remoto: 'mfe-pedidos', rol: 'ConsultorStock' });
    expect(redireccionesRegistradas()).toEqual([{ desde: '/pedidos', hacia: 'pedido-nuevo', remoto: 'mfe-pedidos' }]);
  });

  it('tells its subscribers when a table arrives or leaves, and keeps the same list between changes', () => {
    const aviso = jest.fn();
    const dejar = suscribirRutas(aviso);
    registrarRutas(HOME);
    const antes = rutasRegistradas();
    expect(rutasRegistradas()).toBe(antes);
    retirarRutas('mfe-home');
    expect(aviso).toHaveBeenCalledTimes(2);
    expect(rutasRegistradas()).toEqual([]);
    dejar();
  });

  it('refuses a section that takes a name or a path of another, or a shared route it does not own', () => {
    registrarRutas(HOME);
    const ajena: TablaRutas = { remoto: 'mfe-otro', rutas: { archivos: { path: '/otros', titulo: 'Otros' }, copia: { path: '/', titulo: 'Inicio' } } };
    expect(() => registrarRutas(ajena)).toThrow(ErrorTablaRutas);
    expect(() => registrarRutas(ajena)).toThrow(
      'la ruta archivos es de mfe-home; la ruta compartida archivos debe seguir en /archivos; la ruta archivos ya es de mfe-home; el path / ya es de mfe-home',
    );
    expect(rutasRegistradas().map((r) => r.remoto)).toEqual(['mfe-home', 'mfe-home']);
  });

  it('finds what is wrong in a table: relative or repeated paths, no title, digit parameters its path lacks, a hidden entry, a foreign redirect', () => {
    const mala: TablaRutas = {
      remoto: 'mfe-pedidos',
      rutas: {
        a: { path: 'pedidos/a', titulo: ' ' },
        b: { path: '/pedidos/b/:id', titulo: 'B', paramsDigitos: ['otro'] },
        c: { path: '/pedidos/b/:id', titulo: 'C', menuHidden: true, menu: { grupo: 'Pedidos', etiqueta: 'C', orden: 1 } },
        'pedido-nuevo': { path: '/pedidos/otro-lugar', titulo: 'Nuevo pedido' },
      },
      redirecciones: [{ desde: '/pedidos', hacia: 'inicio' }],
    };
    expect(problemasTablaRutas(mala)).toEqual([
      'la ruta a no tiene un path absoluto',
      'la ruta a no tiene título',
      'la ruta b no tiene el parámetro otro',
      'el path /pedidos/b/:id está repetido',
      'la ruta c está oculta del menú pero tiene entrada de menú',
      'la ruta compartida pedido-nuevo debe seguir en /pedidos/nuevo',
      'la redirección de /pedidos va a una ruta que no es suya (inicio)',
    ]);
    expect(problemasTablaRutas(PEDIDOS)).toEqual([]);
  });
});

describe('routePath', () => {
  beforeEach(() => {
    registrarRutas(PEDIDOS);
    registrarRutas(HOME);
  });

  it('fills required, optional and splat parameters of any registered route', () => {
    expect(routePath(nombre('inicio'))).toBe('/');
    expect(routePath(nombre('agregar-combo'), { comboId: 7 })).toBe('/pedidos/agregar-combo/7');
    expect(routePath(nombre('agregar-combo'), { comboId: 7, troquel: 1234567 })).toBe('/pedidos/agregar-combo/7/1234567');
    expect(routePath(nombre('confirmacion-pedido'), { '*': 'abc/def' })).toBe('/pedidos/confirmacion/guid/abc/def');
    expect(routePath(nombre('agregar-combo'), { comboId: 'a b' })).toBe('/pedidos/agregar-combo/a%20b');
  });

  it('throws on an unknown name, a missing required parameter or a non-digit value of a digit-only one', () => {
    expect(() => routePath(nombre('no-existe'))).toThrow('La ruta "no-existe" no está definida');
    expect(() => routePath('historico-pedido')).toThrow('Falta el parámetro "pedidoId" de la ruta "historico-pedido"');
    expect(() => routePath(nombre('confirmacion-pedido'))).toThrow('Falta el parámetro "*"');
    expect(() => routePath('historico-pedido', { pedidoId: 'x1' })).toThrow('acepta solo dígitos');
  });
});

describe('buscarRuta', () => {
  beforeEach(() => {
    registrarRutas(PEDIDOS);
    registrarRutas(HOME);
  });

  it('finds the route of a path, ignoring query and hash', () => {
    expect(buscarRuta('/')?.ruta.nombre).toBe('inicio');
    expect(buscarRuta('/historico/pedido/15?x=1#y')).toMatchObject({ ruta: { nombre: 'historico-pedido' }, params: { pedidoId: '15' } });
    expect(buscarRuta('/pedidos/agregar-combo/3')?.params).toEqual({ comboId: '3' });
    expect(buscarRuta('/pedidos/confirmacion/guid/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(buscarRuta('/archivos/')?.ruta.nombre).toBe('archivos');
  });

  it('rejects non-digit values of digit-only parameters and unknown paths', () => {
    expect(buscarRuta('/historico/pedido/abc')).toBeNull();
    expect(buscarRuta('/pedidos/confirmacion/guid')).toBeNull();
    expect(buscarRuta('/no-existe')).toBeNull();
  });

  it('prefers a fixed segment to a parameter when both match', () => {
    registrarRutas({ remoto: 'mfe-otro', rutas: { libre: { path: '/pedidos/:cualquiera', titulo: 'Libre' } } });
    expect(buscarRuta('/pedidos/nuevo')?.ruta.nombre).toBe('pedido-nuevo');
    expect(buscarRuta('/pedidos/otra')?.ruta.nombre).toBe('libre');
  });
});
