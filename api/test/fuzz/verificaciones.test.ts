import type { Marcas } from './contexto.js';
import type { Operacion } from './operaciones.js';
import type { Solicitud } from './solicitudes.js';
import { claseDeSegmento, violaciones, type Actor, type Respuesta } from './verificaciones.js';

/** The fuzz suite is only as good as its oracle: each kind of unacceptable answer must be caught, and fair ones let through. */

const marcas: Marcas = {
  textos: new Map([
    ['00000000-0000-4000-8000-000000000001', 1001],
    ['30-71234567-1', 1001],
  ]),
  numeros: { pedido: new Map([[57, 1001], [58, 1002]]), carrito: new Map([[9, 1001]]), remito: new Map([[700, 1001]]), factura: new Map() },
};

const lista: Operacion = {
  metodo: 'GET',
  ruta: '/api/pedido/{id}',
  parametros: [{ nombre: 'id', en: 'path', requerido: true, esquema: { type: 'integer' } }],
  permiso: { rol: 'Pedidos', alcance: 'recurso' },
  camposRespuesta: {},
};
const deFarmacia: Operacion = { ...lista, ruta: '/api/farmacia/{id}', permiso: { rol: null, alcance: 'farmacia', param: 'id' } };

const otra: Actor = { papel: 'otra-farmacia', userName: 'otra.demo', farmacias: [1002], grupos: [] };
const anonimo: Actor = { papel: 'anonimo', userName: null, farmacias: [], grupos: [] };

const solicitud = (params: Record<string, string> = { id: '58' }, enviados: string[] = []): Solicitud => ({
  metodo: 'GET',
  camino: `/api/pedido/${params.id}`,
  cabeceras: {},
  modo: 'valido',
  parte: '',
  params,
  enviados: new Set([...Object.values(params), ...enviados]),
});
const json = (estado: number, cuerpo: unknown): Respuesta => ({ estado, tipo: 'application/json; charset=utf-8', texto: JSON.stringify(cuerpo) });
const error = (estado: number, title: string, mensaje: string) => json(estado, { title, status: estado, mensaje, errors: {} });

test('a 5xx and no answer at all are unacceptable', () => {
  expect(violaciones(lista, otra, solicitud(), error(500, 'Error interno', 'Ocurrió un error inesperado.'), marcas)).toHaveLength(1);
  expect(violaciones(lista, otra, solicitud(), { estado: 599, tipo: '', texto: 'sin respuesta: socket hang up' }, marcas)).toHaveLength(1);
});

test("a 4xx must be our Spanish body: not fastify's, not English, not an empty message", () => {
  const fastify = json(414, { error: 'Bad Request', code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'URI Too Long', statusCode: 414 });
  expect(violaciones(lista, otra, solicitud(), fastify, marcas)).toEqual([expect.stringContaining('no es { title, status, mensaje, errors }')]);
  expect(violaciones(lista, otra, solicitud(), error(400, 'Bad Request', 'body/troquel must be integer'), marcas)).toHaveLength(2);
  expect(violaciones(lista, otra, solicitud(), error(404, 'No encontrado', ''), marcas)).toHaveLength(1);
  expect(violaciones(lista, otra, solicitud(), { estado: 431, tipo: 'text/plain', texto: 'Request Header Fields Too Large' }, marcas)).toHaveLength(1);
  expect(violaciones(lista, otra, solicitud(), json(403, { title: 'Acceso denegado', status: 401, mensaje: 'No tiene permisos.', errors: {} }), marcas)).toHaveLength(1);
});

test('a Spanish 4xx passes, whatever it quotes or echoes of the request', () => {
  expect(violaciones(lista, otra, solicitud(), error(404, 'No encontrado', 'No se encontró el pedido.'), marcas)).toEqual([]);
  expect(violaciones(lista, otra, solicitud(), error(400, 'Solicitud incorrecta', 'Widget desconocido: Bad Request.'), marcas)).toHaveLength(1);
  expect(
    violaciones(lista, otra, solicitud({ id: '58' }, ['Bad Request']), error(400, 'Solicitud incorrecta', 'Widget desconocido: Bad Request.'), marcas),
  ).toEqual([]);
  expect(violaciones(lista, otra, solicitud(), error(400, 'Solicitud incorrecta', 'El campo "is required" no existe.'), marcas)).toEqual([]);
});

test("another pharmacy's data in a 2xx is caught by key and by value; the caller's own and what it sent are not", () => {
  const ajenos = violaciones(lista, otra, solicitud(), json(200, { id: 57, pedidoGuid: 'x', farmaciaId: 1001, items: [{ carritoId: 9 }], cuit: '30-71234567-1' }), marcas);
  expect(ajenos).toEqual([
    expect.stringContaining('"pedidoId": 57'),
    expect.stringContaining('"farmaciaId": 1001'),
    expect.stringContaining('"carritoId": 9'),
  ]);
  expect(violaciones(lista, otra, solicitud(), json(200, [{ userId: '00000000-0000-4000-8000-000000000001' }]), marcas)).toHaveLength(1);
  expect(violaciones(lista, otra, solicitud(), json(200, { id: 58, pedidoGuid: 'y', farmaciaId: 1002 }), marcas)).toEqual([]);
  expect(violaciones(lista, otra, solicitud({ id: '58' }, ['30-71234567-1']), json(200, { buscado: '30-71234567-1' }), marcas)).toEqual([]);
});

test("a 2xx on another pharmacy's path, or to a caller without access, is caught", () => {
  expect(violaciones(lista, otra, solicitud({ id: '57' }), { estado: 204, tipo: '', texto: '' }, marcas)).toEqual([expect.stringContaining('pedido 57')]);
  expect(violaciones(deFarmacia, otra, solicitud({ id: '1001' }), json(200, {}), marcas)).toEqual([expect.stringContaining('farmacia 1001')]);
  expect(violaciones(lista, anonimo, solicitud(), json(200, []), marcas)).toHaveLength(1);
  expect(violaciones(lista, otra, solicitud({ id: '58' }), json(200, { id: 58 }), marcas)).toEqual([]);
});

test('the kind of a path id comes from a segment that names it, not from one that only contains its word', () => {
  expect(['pedido', 'ItemsRemito', 'GetFacturasPorPedidoId', 'GetFacturasPorRemitoId', 'factura', 'carritos'].map(claseDeSegmento)).toEqual([
    'pedido',
    'remito',
    'pedido',
    'remito',
    'factura',
    'carrito',
  ]);
  expect(['controlPedido', 'pedidoRecall', 'detalle', 'Usuario'].map(claseDeSegmento)).toEqual([undefined, undefined, undefined, undefined]);
  // A control of the caller's own pharmacy whose number is also another pharmacy's order is not that order.
  const control: Operacion = { ...lista, ruta: '/api/controlPedido/{id}' };
  expect(violaciones(control, otra, solicitud({ id: '57' }), json(200, { id: 57 }), marcas)).toEqual([]);
});
