import type { EntregasCarrito, ItemCarrito } from '@portal/shared/contracts';
import { MENSAJES_RESULTADO_CARRITO, tipoResultadoCarrito, type CodigoResultadoCarrito } from '@portal/shared/domain';
import { json, producto, rutaProductos, type ServidorPrueba } from './servidorPrueba.js';

export const PRODUCTOS = [
  producto(1001, 'Ibuprofeno 400 mg x 20', { codigoBarras: '7791234567890', laboratorioId: 1, refrigerado: false, presentacion: 'Comprimidos x 20' }),
  producto(1002, 'Ibupirac 600 mg x 10', { codigoBarras: '7790000000011', laboratorioId: 2, flags: 64 }),
  producto(1003, 'Amoxicilina 500 mg x 16', { codigoBarras: '7795555555555', laboratorioId: 2, refrigerado: true }),
  producto(1004, 'Producto con un nombre larguísimo de más de treinta letras', { codigoBarras: '7790000000099' }),
];

export interface CarritoPrueba {
  items: ItemCarrito[];
  /** The cart's version, +1 on every change (0 when not set). */
  version?: number;
  /**
   * While set, a change is made at once but its answer waits for this promise: the test lets something else (a newer
   * hub message) reach the page first.
   */
  retenerRespuesta?: Promise<void>;
  /** The code the next `ActualizarItemCarrito` answers. */
  proximoCodigo: CodigoResultadoCarrito;
  /** What `Entregas` answers (rounds and cover); none by default. */
  entregas?: EntregasCarrito;
  /** The server's clock (`InfoHoras`); the local clock by default. */
  horaServidor?: string;
}

/** The cart as the API answers it (`GetItemsCarrito`, and every change with its result): its id, version and lines. */
export const carritoVersionado = (carrito: CarritoPrueba) => ({ carritoId: 77, version: carrito.version ?? 0, items: carrito.items });

/** A change of the test cart: its lines as `cambiar` leaves them, one version more. */
export function cambiarCarrito(carrito: CarritoPrueba, cambiar: (items: ItemCarrito[]) => ItemCarrito[]): void {
  carrito.items = cambiar(carrito.items);
  carrito.version = (carrito.version ?? 0) + 1;
}

const lineaSuelta = (troquel: number, cantidad: number, ofertaId: number): ItemCarrito => ({
  troquel, cantidad, ofertaId, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z',
});

/** The test cart's amounts: $ 100 a unit, untaxed. */
function importesDe(lineas: readonly { cantidad: number }[]) {
  const total = lineas.reduce((s, l) => s + l.cantidad * 100, 0);
  return { subtotalCosto: total, subtotalGravado: total, subtotalExento: 0, iva: 0, percepcionIIBBGravado: 0, percepcionIIBBExento: 0, percepcionIVA: 0, total };
}

/** The ordering API a page test talks to: catalogue, prices, and a cart kept in memory. */
export function montarApiPedidos(servidor: ServidorPrueba, carrito: CarritoPrueba): void {
  const respuestaCarrito = () => carritoVersionado(carrito);
  /** A change's answer: at once, or once the test lets it go (`retenerRespuesta`). */
  const responderCambio = (res: Parameters<typeof json>[0], datos: unknown) => {
    if (carrito.retenerRespuesta) void carrito.retenerRespuesta.then(() => json(res, 200, datos));
    else json(res, 200, datos);
  };
  servidor.rutas.push(
    rutaProductos(() => ({ productos: PRODUCTOS, ultimaModificacion: new Date('2026-11-20T10:00:00Z') })),
    (req, cuerpo, res) => {
      const ruta = req.url ?? '';
      if (ruta === '/api/laboratorio') return json(res, 200, [{ id: 1, nombre: 'Bagó' }, { id: 2, nombre: 'Roemmers' }]), true;
      if (ruta === '/api/producto/precio') {
        const { items } = cuerpo as { items: number[] };
        return (
          json(
            res,
            200,
            items.map((troquel) => ({
              troquel, stock: 'normal', iva: 2, ultimoPrecio: 1000, ultimoIngreso: null, precioAnterior: null, precioLista: 1200,
              comboId: 0, ofertaId: 0, valor: 920, descuentoTexto: '8 %', min: 1, max: 50, multi: 2, cantidad: 1, requisito: null,
            })),
          ),
          true
        );
      }
      if (ruta === '/api/carritopersistente/GetItemsCarrito') return json(res, 200, respuestaCarrito()), true;
      if (ruta === '/api/carritopersistente/Entregas') return json(res, 200, carrito.entregas ?? { rondas: [], lineas: [] }), true;
      if (ruta === '/api/farmacia/InfoHoras') {
        const hora = carrito.horaServidor ?? new Date().toISOString();
        return json(res, 200, { horaServidor: hora, cierreReparto: hora, repartoCerradoRecientemente: false }), true;
      }
      // Setting a line's quantity (0 removes it) or adding to it, with the result of proximoCodigo and the cart.
      const [rutaSinConsulta, textoConsulta] = ruta.split('?');
      const consulta = new URLSearchParams(textoConsulta ?? '');
      if (rutaSinConsulta === '/api/carritopersistente/ActualizarItemCarrito' || rutaSinConsulta === '/api/carritopersistente/AgregarItemCarrito') {
        const { troquel, cantidad: pedida, ofertaid } = cuerpo as { troquel: number; cantidad: number; ofertaid: number };
        const actual = carrito.items.find((i) => i.troquel === troquel && i.comboId === 0);
        const suma = rutaSinConsulta!.endsWith('AgregarItemCarrito');
        const cantidad = suma ? (actual?.cantidad ?? 0) + pedida : pedida;
        const ofertaId = suma && ofertaid === 0 ? (actual?.ofertaId ?? 0) : ofertaid;
        const codigo = carrito.proximoCodigo;
        const antes = carrito.version ?? 0;
        if (tipoResultadoCarrito(codigo) !== 'error') {
          cambiarCarrito(carrito, (items) => [...items.filter((i) => i.troquel !== troquel), ...(cantidad > 0 ? [lineaSuelta(troquel, cantidad, ofertaId)] : [])]);
        }
        const resultado = { codigo, mensaje: MENSAJES_RESULTADO_CARRITO[codigo], tipo: tipoResultadoCarrito(codigo), nuevoOfertaId: 0, cantidad };
        const importes = consulta.get('conImportes') === 'true' ? { importes: importesDe(carrito.items) } : {};
        // As the API: a page that names the version just before this change gets what changed; any other, the whole cart.
        const sigue = consulta.get('carritoId') === '77' && consulta.get('version') === String(antes);
        const cambios = { carritoId: 77, desdeVersion: antes, version: carrito.version ?? 0, troqueles: [troquel], items: carrito.items.filter((i) => i.troquel === troquel) };
        return responderCambio(res, { ...resultado, ...(sigue ? { cambios } : { carrito: respuestaCarrito() }), ...importes }), true;
      }
      const borrar = /^\/api\/carritopersistente\/BorrarItemCarrito\/(\d+)$/.exec(ruta);
      if (borrar) {
        cambiarCarrito(carrito, (items) => items.filter((i) => i.troquel !== Number(borrar[1])));
        return responderCambio(res, respuestaCarrito()), true;
      }
      if (ruta === '/api/carritopersistente/BorrarCarritoCompleto') {
        cambiarCarrito(carrito, () => []);
        return responderCambio(res, respuestaCarrito()), true;
      }
      if (ruta === '/api/importe-carrito' || ruta === '/api/importe-carrito-delta') {
        return json(res, 200, importesDe(ruta === '/api/importe-carrito' ? carrito.items : (cuerpo as { cantidad: number }[]))), true;
      }
      return false;
    },
  );
}
