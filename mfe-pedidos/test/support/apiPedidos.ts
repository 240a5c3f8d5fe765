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
  /** The code the next `ActualizarItemCarrito` answers. */
  proximoCodigo: CodigoResultadoCarrito;
  /** What `Entregas` answers (rounds and cover); none by default. */
  entregas?: EntregasCarrito;
  /** The server's clock (`InfoHoras`); the local clock by default. */
  horaServidor?: string;
}

/** The ordering API a page test talks to: catalogue, prices, and a cart kept in memory. */
export function montarApiPedidos(servidor: ServidorPrueba, carrito: CarritoPrueba): void {
  const respuestaCarrito = () => ({ carritoId: 77, items: carrito.items });
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
      if (ruta === '/api/carritopersistente/ActualizarItemCarrito') {
        const { troquel, cantidad, ofertaid } = cuerpo as { troquel: number; cantidad: number; ofertaid: number };
        const codigo = carrito.proximoCodigo;
        if (tipoResultadoCarrito(codigo) !== 'error') {
          carrito.items = carrito.items.filter((i) => i.troquel !== troquel);
          if (cantidad > 0) carrito.items.push({ troquel, cantidad, ofertaId: ofertaid, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' });
        }
        return json(res, 200, { codigo, mensaje: MENSAJES_RESULTADO_CARRITO[codigo], tipo: tipoResultadoCarrito(codigo), nuevoOfertaId: 0, cantidad }), true;
      }
      const borrar = /^\/api\/carritopersistente\/BorrarItemCarrito\/(\d+)$/.exec(ruta);
      if (borrar) {
        carrito.items = carrito.items.filter((i) => i.troquel !== Number(borrar[1]));
        return json(res, 200, respuestaCarrito()), true;
      }
      if (ruta === '/api/carritopersistente/BorrarCarritoCompleto') {
        carrito.items = [];
        return json(res, 200, respuestaCarrito()), true;
      }
      if (ruta === '/api/importe-carrito' || ruta === '/api/importe-carrito-delta') {
        const lineas = ruta === '/api/importe-carrito' ? carrito.items : (cuerpo as { troquel: number; cantidad: number }[]);
        const total = lineas.reduce((s, l) => s + l.cantidad * 100, 0);
        return (
          json(res, 200, {
            subtotalCosto: total, subtotalGravado: total, subtotalExento: 0, iva: 0, percepcionIIBBGravado: 0, percepcionIIBBExento: 0, percepcionIVA: 0, total,
          }),
          true
        );
      }
      return false;
    },
  );
}
