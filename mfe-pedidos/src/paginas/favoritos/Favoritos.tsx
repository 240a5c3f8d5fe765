import { formatearFecha } from '@portal/shared/client';
import type { Favorito } from '@portal/shared/contracts';
import { PaginaAgregables, type ListaAgregable } from '../comun/PaginaAgregables.js';
import { apiFavoritos } from './favoritos-api.js';

const FAVORITOS: ListaAgregable<Favorito> = {
  clave: 'favoritos',
  titulo: 'Favoritos',
  descripcion: 'Los productos que usted marcó como favoritos, con su precio y stock de hoy, para agregarlos al carrito de a uno o todos juntos.',
  deLaLista: 'de favoritos',
  vacio: { titulo: 'No tiene productos favoritos.', descripcion: 'Cuando marque productos como favoritos, aparecerán aquí para pedirlos con un clic.' },
  errorLectura: 'No se pudo obtener la lista de items favoritos al iniciar',
  api: apiFavoritos,
  fila: (f) => ({ troquel: f.troquel, cantidad: 1, detalle: f.fechaUltimoPedido ? formatearFecha(f.fechaUltimoPedido) : 'Nunca' }),
  tituloDetalle: 'Último pedido',
  mostrarCantidad: false,
  textoVaciar: 'Vaciar favoritos',
};

/** /pedidos/favoritos: the user's favourite products, with price and stock, to add to the cart (always beside). */
export default function Favoritos() {
  return <PaginaAgregables lista={FAVORITOS} />;
}
