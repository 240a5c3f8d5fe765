import {
  distribuidora,
  estado,
  estadoMantenimiento,
  motivoDevolucion,
  parametroSistema,
  respuestaItem,
  tipoOperacion,
  tipoPago,
  turno,
  widgetDisponible,
} from '../../db/schema/index.js';
import { SECCIONES_HABILITABLES } from '@portal/shared/domain';
import { CATALOGO_WIDGETS } from '@portal/shared/contracts';
import { insertarLote } from '../lotes.js';
import { DIA_MS, diaArgentino } from '../fechas.js';
import { generarEan13 } from '../identificadores.js';
import type { Contexto } from '../contexto.js';

/** Order and return states of SPEC §4. */
export const ESTADO = {
  vencido: -150,
  ninguno: 0,
  pendienteOk: 200,
  envioRechazado: 210,
  envioAprobado: 220,
  controlado: 300,
  noRecibido: 400,
  sinItemsAprobados: 500,
  enviadoALaboratorio: 550,
  acreditado: 600,
  rechazado: 700,
  roboAAcreditar: 800,
  roboAcreditado: 810,
} as const;

const ESTADOS: [number, string][] = [
  [ESTADO.vencido, 'Vencido'],
  [ESTADO.ninguno, 'Sin estado'],
  [ESTADO.pendienteOk, 'Pendiente OK'],
  [ESTADO.envioRechazado, 'Envío rechazado'],
  [ESTADO.envioAprobado, 'Envío aprobado'],
  [ESTADO.controlado, 'Controlado'],
  [ESTADO.noRecibido, 'No recibido'],
  [ESTADO.sinItemsAprobados, 'Sin ítems aprobados'],
  [ESTADO.enviadoALaboratorio, 'Enviado al laboratorio'],
  [ESTADO.acreditado, 'Acreditado'],
  [ESTADO.rechazado, 'Rechazado'],
  [ESTADO.roboAAcreditar, 'Robo a acreditar'],
  [ESTADO.roboAcreditado, 'Robo acreditado'],
];

/**
 * Answers on an order line; 5 is the one used when printing (SPEC §9). A return's line is answered with the same list;
 * 8 ('Supera lo despachado a la farmacia': its units beyond what was shipped) comes with migration 0011.
 */
export const RESPUESTA = { aprobado: 0, sinStock: 1, aprobadoParcial: 2, bloqueado: 3, superaMaximo: 4, impreso: 5, faltaDeSaldo: 6, discontinuado: 7 } as const;

const RESPUESTAS: [number, string][] = [
  [RESPUESTA.aprobado, 'Aprobado'],
  [RESPUESTA.sinStock, 'Sin stock'],
  [RESPUESTA.aprobadoParcial, 'Aprobado parcialmente'],
  [RESPUESTA.bloqueado, 'Producto bloqueado'],
  [RESPUESTA.superaMaximo, 'Supera el máximo por farmacia'],
  [RESPUESTA.impreso, 'Impreso'],
  [RESPUESTA.faltaDeSaldo, 'Falta de saldo'],
  [RESPUESTA.discontinuado, 'Producto discontinuado'],
];

const TIPOS_OPERACION = [
  'Facturas de terceros',
  'Productos gravados',
  'Productos no gravados',
  'Productos trazables',
  'Ofertas (especialidades y accesorios)',
  'Perfumería',
  'Accesorios',
  'Psicofármacos',
  'Productos refrigerados',
  'Notas de crédito por devolución',
  'Notas de débito',
  'Bonificaciones',
  'Transfers de laboratorio',
  'Intereses por mora',
  'Fletes',
  'Otros conceptos',
];
export const TIPO_OPERACION = { gravados: 2, noGravados: 3, notaCreditoDevolucion: 10 } as const;

export const TIPOS_PAGO: [number, string][] = [
  [1, 'Transferencia bancaria'],
  [2, 'Cheque'],
  [3, 'Cheque diferido'],
  [4, 'Efectivo'],
  [5, 'Débito automático'],
  [6, 'Retenciones impositivas'],
  [7, 'Nota de crédito'],
];

const MOTIVOS_DEVOLUCION = [
  'Producto vencido',
  'Error en el pedido',
  'Producto dañado',
  'Producto no solicitado',
  'Vencimiento próximo',
  'Recall del laboratorio',
  'Diferencia de precio',
  'Faltante en la entrega',
];

export const DISTRIBUIDORAS = [
  'Droguería del Sud',
  'Monroe Americana',
  'Suizo Argentina',
  'Droguería Kellerhoff',
  'Disval',
  'Droguería Asoprofarma',
  'Droguería Barracas',
];

const LUNES_A_VIERNES = [1, 2, 3, 4, 5];

/** Delivery shifts; `horaCierre` is when the shift stops taking orders on each of its `dias` (ISO weekdays). */
export const TURNOS = [
  { id: 1, obs: 'Mañana: entrega antes de las 13 h', horaCierre: '09:30', dias: LUNES_A_VIERNES, activo: true },
  { id: 2, obs: 'Tarde: entrega antes de las 19 h', horaCierre: '14:00', dias: LUNES_A_VIERNES, activo: true },
  { id: 3, obs: 'Noche: entrega a primera hora del día siguiente', horaCierre: '20:00', dias: LUNES_A_VIERNES, activo: true },
  { id: 4, obs: 'Sábado: entrega antes de las 14 h', horaCierre: '11:00', dias: [6], activo: true },
  { id: 5, obs: 'Feriados: guardia de turno', horaCierre: '10:00', dias: [1, 2, 3, 4, 5, 6, 7], activo: false },
];

/** Every widget the portal knows is available; an operator withdraws one by deleting its row. */
export const WIDGETS: [string, string][] = Object.entries(CATALOGO_WIDGETS).map(([nombre, w]) => [nombre, w.titulo]);

/** Every system parameter id SPEC §9 names, with values a distributor would use. */
function parametros(ahora: Date): [number, string, string][] {
  return [
    [2, 'Días de corte para el control de fechas y precios', '30'],
    [3, 'Segundo reparto: habilitado', '1'],
    [4, 'Segundo reparto: hora de cierre', '13:30'],
    [6, 'Segundo reparto: sucursales', '1,2'],
    [7, 'Segundo reparto: días de la semana', '1,2,3,4,5'],
    [8, 'Banners en orden aleatorio', '0'],
    [9, 'Duración de cada banner (ms)', '8000'],
    [10, 'Punto de venta', '10'],
    [11, 'Tamaño máximo de los banners (KB)', '512'],
    [12, 'Banner intercalado', 'banner-intercalado.svg'],
    [21, 'Máximo de días para devoluciones', '30'],
    [28, 'Control manual: máximo de unidades en una entrada', '200'],
    [31, 'Máximo de días para devoluciones (administrador)', '90'],
    [32, 'Meses para consultas de órdenes de compra', '6'],
    [144, 'Máximo de unidades para retiro por portería en una sucursal', '50'],
    [149, 'Máximo de resúmenes vencidos para el plazo de ofertas', '2'],
    [304, 'Tests de COVID habilitados', '0'],
    [305, 'Longitud mínima del número de serie', '8'],
    [306, 'Longitud máxima del número de serie', '20'],
    [307, 'Longitud máxima del número de lote', '20'],
    [308, 'Fecha de corte del histórico', diaArgentino(new Date(ahora.getTime() - 730 * DIA_MS))],
    [310, 'Home personalizado habilitado', '1'],
    [311, 'Última actualización de productos', diaArgentino(ahora)],
    [320, 'Máximo de facturas a descargar', '50'],
    [1134, 'GLN de la sucursal Capital', generarEan13(8123, 99_001)],
    [1135, 'Código postal de la sucursal Capital', 'C1275AAF'],
    [1136, 'GLN de la sucursal Carapachay', generarEan13(8123, 99_002)],
    [1137, 'Código postal de la sucursal Carapachay', 'B1605DSA'],
    [1138, 'Control manual: máximo de unidades controladas por ítem', '999'],
    [1139, 'Pedidos de devolución para Capital', '1'],
    // Not in SPEC §9: the days a shortage waits in the recoverer before it expires, with a record (issue 17).
    [1140, 'Días que un faltante espera en el recuperador', '30'],
  ];
}

export async function sembrarReferencias(ctx: Contexto): Promise<void> {
  const { db, ahora } = ctx;
  await insertarLote(db, estado, ESTADOS.map(([id, descripcion]) => ({ id, descripcion })));
  await insertarLote(db, respuestaItem, RESPUESTAS.map(([id, descripcion]) => ({ id, descripcion })));
  await insertarLote(db, tipoOperacion, TIPOS_OPERACION.map((descripcion, i) => ({ id: i + 1, descripcion })));
  await insertarLote(db, tipoPago, TIPOS_PAGO.map(([id, leyenda]) => ({ id, leyenda })));
  await insertarLote(db, motivoDevolucion, MOTIVOS_DEVOLUCION.map((descripcion, i) => ({ id: i + 1, descripcion })));
  await insertarLote(db, distribuidora, DISTRIBUIDORAS.map((nombre, i) => ({ id: i + 1, nombre })));
  await insertarLote(db, turno, TURNOS);
  await insertarLote(db, widgetDisponible, WIDGETS.map(([nombre, titulo], i) => ({ nombre, titulo, orden: i + 1 })));
  await insertarLote(db, parametroSistema, parametros(ahora).map(([id, nombre, valor]) => ({ id, nombre, valor })));
  await insertarLote(
    db,
    estadoMantenimiento,
    [0, ...SECCIONES_HABILITABLES].map((seccion) => ({ seccion, activo: false, actualizado: ahora })),
  );
}
