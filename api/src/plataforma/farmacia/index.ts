/**
 * Face of the `farmacia` module: pharmacies and their groups: what ordering reads of a pharmacy (conditions, branch,
 * delivery shifts) and the pharmacy scope of a caller. Other modules import only this file (and its tables, for
 * foreign keys).
 */
export { asegurarFarmacia, asegurarGrupo, farmaciasAlcanzables } from './alcance.js';
export { CONSULTA_CONDICIONES_FARMACIA, MENSAJE_FARMACIA_INEXISTENTE, buscarCondicionesFarmacia, condicionesDeFila, leerCondicionesFarmacia, type CondicionesFarmacia, type FilaCondicionesFarmacia } from './condiciones.js';
export { buscarGrupo, farmaciasDeGrupo, fijarSaldos, obtenerFarmacia, restarSaldo } from './service.js';
export { horariosDeFarmacia, type HorarioRonda } from './rondas.js';
export { sucursalDeFarmacia } from './sucursal.js';
export { listarTurnos, proximoCierre, turnoDelPedido, turnosDeFarmacia, turnosDisponibles } from './turnos.js';
