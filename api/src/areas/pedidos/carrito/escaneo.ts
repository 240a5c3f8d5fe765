import type { FastifyInstance } from 'fastify';
import type { Carrito, ResultadoEscaneo } from '@portal/shared/contracts';
import { noEncontrado } from '../../../errores.js';
import { preciosParaFarmacia } from '../precio/index.js';
import { productoPorCodigo } from '../producto/index.js';
import { carritoActual, leerFilas, lineaSuelta } from './repositorio.js';
import { importar, type Autor } from './service.js';

/**
 * A scan anywhere in the portal (issue 17): the product the code names gets one more unit in the pharmacy's cart,
 * through the importer's add (the normal add rules, adding to what a colleague may have put there meanwhile). The
 * answer names the product and its price for the notice, the quantity before, for its undo, and the versioned cart.
 */
export async function escanear(app: FastifyInstance, autor: Autor, codigo: string): Promise<ResultadoEscaneo & { carrito: Carrito }> {
  const producto = await productoPorCodigo(app.db, codigo);
  if (!producto) throw noEncontrado(`No hay ningún producto con el código ${codigo}.`);
  const farmaciaId = autor.usuario.farmaciaId;
  const [carrito, [precio]] = await Promise.all([carritoActual(app.db, farmaciaId), preciosParaFarmacia(app.db, farmaciaId, [producto.troquel])]);
  const cantidadAnterior = lineaSuelta(await leerFilas(app.db, carrito.id), producto.troquel)?.cantidad ?? 0;
  const {
    resultados: [linea],
    carrito: despues,
  } = await importar(app, autor, [{ troquel: producto.troquel, cantidad: 1 }]);
  const { codigo: codigoResultado, mensaje, tipo, nuevoOfertaId, cantidad } = linea!;
  return {
    troquel: producto.troquel,
    nombre: producto.nombre,
    valor: precio?.valor ?? null,
    stock: precio?.stock ?? null,
    cantidadAnterior,
    resultado: { codigo: codigoResultado, mensaje, tipo, nuevoOfertaId, cantidad },
    carrito: despues,
  };
}
