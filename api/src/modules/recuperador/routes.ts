import { itemRecuperadorSchema } from '@portal/shared/contracts';
import { rutasAgregables } from '../rutas-agregables.js';
import { borrarItemRecuperador, listarRecuperador, vaciarRecuperador } from './service.js';

export default rutasAgregables({
  recurso: 'recuperador',
  nombre: 'Recuperador',
  tag: 'Recuperador',
  item: itemRecuperadorSchema,
  resumenes: {
    listar: 'Productos no entregados que el usuario puede volver a pedir',
    borrar: 'Quita el producto {id} (troquel) del recuperador',
    vaciar: 'Vacía el recuperador del usuario',
  },
  listar: listarRecuperador,
  borrar: borrarItemRecuperador,
  vaciar: vaciarRecuperador,
});
