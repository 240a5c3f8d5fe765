import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actualizarItemCarritoBodySchema,
  agregarItemCarritoBodySchema,
  bloquearCarritoBodySchema,
  cambioLineaQuerySchema,
  carritoSchema,
  codigoResultadoAgregarItemSchema,
  conCarrito,
  conCarritoQuerySchema,
  entregasCarritoSchema,
  errorApiSchema,
  escaneoBodySchema,
  estadoBloqueoCarritoSchema,
  importarCarritoBodySchema,
  itemRecomendadoBodySchema,
  lineasCarritoBodySchema,
  resultadoCambioCarritoSchema,
  resultadoCambioLineaCarritoSchema,
  resultadoEscaneoSchema,
  resultadoLineaCarritoSchema,
  resultadoLineasCarritoSchema,
  type CambioLineaQuery,
  type ResultadoCambioCarrito,
  type ResultadoCambioLineaCarrito,
  type ResultadoLineasCarrito,
} from '@portal/shared/contracts';
import { CODIGOS_RESULTADO_CARRITO, MENSAJES_RESULTADO_CARRITO, tipoResultadoCarrito } from '@portal/shared/domain';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { entregasCarrito } from './entregas.js';
import { importesDelCarrito } from './importes.js';
import { escanear } from './escaneo.js';
import { registrarPresencia } from './presencia.js';
import { carritoActual } from './repositorio.js';
import { cambiosDesde } from './publicador-cambios.js';
import {
  actualizarItem,
  actualizarMasivo,
  agregarItem,
  carritoVigente,
  bloquear,
  borrarItem,
  borrarTodo,
  connectionIdDe,
  importar,
  marcarRecomendado,
  type Autor,
} from './service.js';

const tags = ['Carrito'];
const lectura = { permiso: PERMISOS.carritoLectura };
const cambio = { permiso: PERMISOS.pedidos };
/** Changes to a blocked cart answer 409. */
const respuestasCambio = { ...respuestasError, 409: errorApiSchema };
const PREFIJO = '/carritopersistente';

/** The bulk calls answer the array of results (older callers) or, with `?conCarrito=true`, the results and the cart. */
const respuestaLineas = z.union([z.array(resultadoLineaCarritoSchema), resultadoLineasCarritoSchema]);
const segunPedido = (query: { conCarrito?: 'true' | 'false' | undefined }, r: ResultadoLineasCarrito) => (query.conCarrito === 'true' ? r : r.resultados);

const troquelParamSchema = z.object({
  id: z.coerce
    .number({ error: 'El troquel debe ser un número.' })
    .int('El troquel debe ser un número entero.')
    .positive('El troquel debe ser positivo.'),
});

const rutasCarrito: FastifyPluginAsyncZod = async (app) => {
  registrarPresencia(app.hub);
  const autor = (req: Parameters<typeof connectionIdDe>[0]): Autor => ({ usuario: usuarioActual(req), connectionId: connectionIdDe(req) });
  /**
   * A quantity change's answer: with the cart and version the page shows (`?carritoId=&version=`), what changed since
   * when this process knows it (else the whole cart); with `?conImportes=true`, the amounts of the cart it leads to.
   */
  const responderCambioLinea = async (query: CambioLineaQuery, a: Autor, respuesta: ResultadoCambioCarrito): Promise<ResultadoCambioLineaCarrito> => {
    const { carrito, ...resultado } = respuesta;
    const farmaciaId = a.usuario.farmaciaId;
    const delta =
      query.carritoId === carrito.carritoId && query.version !== undefined
        ? cambiosDesde(app, farmaciaId, carrito.carritoId, query.version, carrito.version ?? Number.POSITIVE_INFINITY)
        : null;
    const importes = query.conImportes === 'true' ? await importesDelCarrito(app.db, farmaciaId, delta?.carrito ?? carrito) : undefined;
    return { ...resultado, ...(delta ? { cambios: delta.cambios } : { carrito }), ...(importes ? { importes } : {}) };
  };

  app.get(
    `${PREFIJO}/GetCarritoIdActual`,
    { config: lectura, schema: { tags, summary: 'Id del carrito actual de la farmacia (lo crea si no existe)', response: { 200: z.number().int(), ...respuestasError } } },
    async (req) => (await carritoActual(app.db, usuarioActual(req).farmaciaId)).id,
  );

  app.get(
    `${PREFIJO}/GetItemsCarrito`,
    { config: lectura, schema: { tags, summary: 'El carrito actual de la farmacia con sus ítems', response: { 200: carritoSchema, ...respuestasError } } },
    // Lines and version in one snapshot: the client compares it with the carts the hub sends.
    async (req) => carritoVigente(app.db, usuarioActual(req).farmaciaId),
  );

  app.get(
    `${PREFIJO}/CodigoResultadoAgregarItem`,
    {
      config: lectura,
      schema: { tags, summary: 'Códigos de resultado al agregar un ítem, con sus mensajes', response: { 200: z.array(codigoResultadoAgregarItemSchema), ...respuestasError } },
    },
    async () => CODIGOS_RESULTADO_CARRITO.map((codigo) => ({ codigo, mensaje: MENSAJES_RESULTADO_CARRITO[codigo], tipo: tipoResultadoCarrito(codigo) })),
  );

  app.post(
    `${PREFIJO}/ActualizarItemCarrito`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Fija la cantidad de un troquel (0 lo quita), con la oferta elegida; responde el resultado y el carrito con su versión, o con carritoId y version lo que cambió desde esa versión (con conImportes=true, también sus importes)',
        body: actualizarItemCarritoBodySchema,
        querystring: cambioLineaQuerySchema,
        response: { 200: resultadoCambioLineaCarritoSchema, ...respuestasCambio },
      },
    },
    async (req) => {
      const quien = autor(req);
      return responderCambioLinea(req.query, quien, await actualizarItem(app, quien, req.body));
    },
  );

  app.post(
    `${PREFIJO}/AgregarItemCarrito`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Suma unidades a lo que ya tiene la línea del troquel (en el servidor, con el carrito bloqueado); responde el resultado y el carrito con su versión, o con carritoId y version lo que cambió desde esa versión (con conImportes=true, también sus importes)',
        body: agregarItemCarritoBodySchema,
        querystring: cambioLineaQuerySchema,
        response: { 200: resultadoCambioLineaCarritoSchema, ...respuestasCambio },
      },
    },
    async (req) => {
      const quien = autor(req);
      return responderCambioLinea(req.query, quien, await agregarItem(app, quien, req.body));
    },
  );

  app.post(
    `${PREFIJO}/ActualizarItemCarritoRecomendado`,
    {
      config: lectura,
      schema: { tags, summary: 'Marca o desmarca un troquel del carrito como recomendado', body: itemRecomendadoBodySchema, response: { 200: resultadoCambioCarritoSchema, ...respuestasCambio } },
    },
    async (req) => marcarRecomendado(app, autor(req), req.body.troquel, req.body.recomendado),
  );

  app.put(
    `${PREFIJO}/BorrarItemCarrito/:id`,
    { config: cambio, schema: { tags, summary: 'Quita del carrito todas las líneas del troquel', params: troquelParamSchema, response: { 200: carritoSchema, ...respuestasCambio } } },
    async (req) => borrarItem(app, autor(req), req.params.id),
  );

  app.put(
    `${PREFIJO}/BorrarCarritoCompleto`,
    { config: cambio, schema: { tags, summary: 'Vacía el carrito', response: { 200: carritoSchema, ...respuestasCambio } } },
    async (req) => borrarTodo(app, autor(req)),
  );

  app.put(
    `${PREFIJO}/ActualizarItemsMasivo`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Fija la cantidad de varias líneas en una sola transacción, con un resultado por línea (con conCarrito=true, también el carrito con su versión)',
        querystring: conCarritoQuerySchema,
        body: lineasCarritoBodySchema,
        response: { 200: respuestaLineas, ...respuestasCambio },
      },
    },
    async (req) => segunPedido(req.query, await actualizarMasivo(app, autor(req), req.body)),
  );

  app.post(
    `${PREFIJO}/ImportarCarrito`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Suma al carrito las líneas del importador, con un resultado por línea (con conCarrito=true, también el carrito con su versión)',
        querystring: conCarritoQuerySchema,
        body: importarCarritoBodySchema,
        response: { 200: respuestaLineas, ...respuestasCambio },
      },
    },
    async (req) => segunPedido(req.query, await importar(app, autor(req), req.body)),
  );

  app.get(
    `${PREFIJO}/Entregas`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Próximos repartos de la farmacia y cuánto de cada producto del carrito cubre el stock (la entrega prometida por línea)',
        response: { 200: entregasCarritoSchema, ...respuestasError },
      },
    },
    async (req) => entregasCarrito(app.db, usuarioActual(req).farmaciaId),
  );

  app.post(
    `${PREFIJO}/Escanear`,
    {
      config: lectura,
      schema: {
        tags,
        summary: 'Suma una unidad del producto leído por el escáner (troquel, EAN-13, EAN-8 o segundo código de barras)',
        body: escaneoBodySchema,
        response: { 200: conCarrito(resultadoEscaneoSchema), ...respuestasCambio },
      },
    },
    async (req) => escanear(app, autor(req), req.body.codigo),
  );

  app.post(
    `${PREFIJO}/Bloquear`,
    {
      config: cambio,
      schema: { tags, summary: 'Bloquea o desbloquea el carrito para modificaciones', body: bloquearCarritoBodySchema, response: { 200: estadoBloqueoCarritoSchema, ...respuestasError } },
    },
    async (req) => bloquear(app, usuarioActual(req).farmaciaId, req.body.valor),
  );
};

export default rutasCarrito;
