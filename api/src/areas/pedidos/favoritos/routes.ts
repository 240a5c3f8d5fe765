import { favoritoSchema } from '@portal/shared/contracts';
import { rutasAgregables } from '../rutas-agregables.js';
import { agregarFavorito, borrarFavorito, listarFavoritos, vaciarFavoritos } from './service.js';

export default rutasAgregables({
  recurso: 'Favoritos',
  nombre: 'Favoritos',
  tag: 'Favoritos',
  item: favoritoSchema,
  resumenes: {
    listar: 'Favoritos del usuario',
    agregar: 'Agrega el producto {id} (troquel) a los favoritos',
    borrar: 'Quita el producto {id} (troquel) de los favoritos',
    vaciar: 'Quita todos los favoritos del usuario',
  },
  listar: listarFavoritos,
  agregar: agregarFavorito,
  borrar: borrarFavorito,
  vaciar: vaciarFavoritos,
});
