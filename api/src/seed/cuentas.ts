import { ROLES, type Rol } from '@portal/shared/domain';
import type { Db } from '../db/client.js';
import { farmacia, farmaciaGrupo, rol, usuario, usuarioRol } from '../db/schema/index.js';

export const PASSWORD_DEMO = 'Portal2026!';
export const GRUPO_DEMO_ID = 1;

/** Roles a pharmacy administrator may not hand out: they belong to the distributor. */
const ROLES_NO_ASIGNABLES: Rol[] = ['Siaf', 'Supervisor', 'FarmaciaBloqueada'];
const TODAS_LAS_SECCIONES = [1, 2, 5, 8, 11, 41];
/**
 * "Every role" for the demo administrators, less FarmaciaBloqueada: that role marks a user of a blocked pharmacy
 * (the portal sends them to the blocked page), so it is a state, not a permission to grant.
 */
const TODOS_LOS_PERMISOS = ROLES.filter((r) => r !== 'FarmaciaBloqueada');

export interface CuentaDemo {
  id: string;
  userName: string;
  nombre: string;
  farmaciaId: number;
  grupoId: number | null;
  roles: readonly Rol[];
  secciones: number[];
  passwordVencida: boolean;
  /** What the account is for, printed by `npm start` and listed in the README. */
  descripcion: string;
}

export const CUENTAS_DEMO: readonly CuentaDemo[] = [
  { id: '00000000-0000-4000-8000-000000000001', userName: 'admin.demo', nombre: 'Laura Fernández', farmaciaId: 1001, grupoId: null, roles: TODOS_LOS_PERMISOS, secciones: TODAS_LAS_SECCIONES, passwordVencida: false, descripcion: 'farmacia 1001, todos los roles (salvo FarmaciaBloqueada) y secciones' },
  { id: '00000000-0000-4000-8000-000000000002', userName: 'pedidos.demo', nombre: 'Martín Gómez', farmaciaId: 1001, grupoId: null, roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'], secciones: [1], passwordVencida: false, descripcion: 'farmacia 1001, roles Pedidos, ConsultorStock y AccesoDashboard (un empleado que pide)' },
  { id: '00000000-0000-4000-8000-000000000003', userName: 'cuenta.demo', nombre: 'Carolina Ruiz', farmaciaId: 1001, grupoId: null, roles: ['CuentaCorriente', 'CuentaCorrienteFacturas'], secciones: [2], passwordVencida: false, descripcion: 'farmacia 1001, roles CuentaCorriente y CuentaCorrienteFacturas' },
  { id: '00000000-0000-4000-8000-000000000004', userName: 'otra.demo', nombre: 'Diego Sosa', farmaciaId: 1002, grupoId: null, roles: TODOS_LOS_PERMISOS, secciones: TODAS_LAS_SECCIONES, passwordVencida: false, descripcion: 'farmacia 1002, todos los roles (aislamiento entre farmacias)' },
  { id: '00000000-0000-4000-8000-000000000005', userName: 'grupo.demo', nombre: 'Silvia Benítez', farmaciaId: 1001, grupoId: GRUPO_DEMO_ID, roles: ['CuentaCorriente', 'CuentaCorrienteFacturas', 'CuentaCorrienteGrupo', 'AccesoDashboard'], secciones: [2], passwordVencida: false, descripcion: 'grupo de farmacias 1001 y 1003: su cuenta corriente y sus facturas, de todo el grupo o de una farmacia' },
  { id: '00000000-0000-4000-8000-000000000006', userName: 'bloqueada.demo', nombre: 'Jorge Medina', farmaciaId: 1004, grupoId: null, roles: ['Pedidos', 'ConsultorStock', 'CuentaCorriente', 'AccesoDashboard', 'FarmaciaBloqueada'], secciones: [1, 2], passwordVencida: false, descripcion: 'farmacia 1004, bloqueada' },
  { id: '00000000-0000-4000-8000-000000000007', userName: 'vencida.demo', nombre: 'Ana Castro', farmaciaId: 1001, grupoId: null, roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'], secciones: [1], passwordVencida: true, descripcion: 'farmacia 1001, contraseña vencida' },
  // Without AccesoDashboard: the dashboard routes (SPEC §4 guard 2) send it to Archivos, the guard's demo.
  { id: '00000000-0000-4000-8000-000000000008', userName: 'archivos.demo', nombre: 'Pablo Rojas', farmaciaId: 1001, grupoId: null, roles: ['Pedidos', 'ConsultorStock'], secciones: [1], passwordVencida: false, descripcion: 'farmacia 1001, Pedidos y ConsultorStock sin AccesoDashboard (va a Archivos)' },
  // An administrator with few roles (issue 27, least privilege): it manages caja.perez, whose roles and sections it holds,
  // and sees the others of its pharmacy (admin.demo among them) with what it may not do disabled and why.
  { id: '00000000-0000-4000-8000-000000000009', userName: 'encargado.demo', nombre: 'Hernán Quiroga', farmaciaId: 1001, grupoId: null, roles: ['Administrador', 'CuentaCorriente', 'AccesoDashboard'], secciones: [2], passwordVencida: false, descripcion: 'farmacia 1001, Administrador con pocos roles: administra sólo a quien no tiene más que él' },
];

/** The four pharmacies the demo accounts use; the generator adds more around them. */
export const FARMACIAS_DEMO = [
  { id: 1001, nombre: 'Farmacia San Martín', razonSocial: 'Farmacia San Martín S.R.L.', direccion: 'Av. Corrientes 3412', localidad: 'Almagro', codPostal: 'C1193AAF', cuit: '30-71234567-1', sucursal: 1, nroReparto: 12, grupoId: GRUPO_DEMO_ID, bloqueada: false, gln: '7798123400014' },
  { id: 1002, nombre: 'Farmacia Belgrano', razonSocial: 'Droguería y Farmacia Belgrano S.A.', direccion: 'Av. Cabildo 2150', localidad: 'Belgrano', codPostal: 'C1428AAQ', cuit: '30-70987654-2', sucursal: 1, nroReparto: 7, grupoId: null, bloqueada: false, gln: '7798123400021' },
  { id: 1003, nombre: 'Farmacia Quilmes Centro', razonSocial: 'Farmacia Quilmes Centro S.C.S.', direccion: 'Rivadavia 245', localidad: 'Quilmes', codPostal: 'B1878AAE', cuit: '27-28456789-2', sucursal: 2, nroReparto: 31, grupoId: GRUPO_DEMO_ID, bloqueada: false, gln: '7798123400038' },
  { id: 1004, nombre: 'Farmacia Morón', razonSocial: 'Farmacia Morón S.R.L.', direccion: 'Belgrano 612', localidad: 'Morón', codPostal: 'B1708KDL', cuit: '30-69876543-3', sucursal: 2, nroReparto: 44, grupoId: null, bloqueada: true, gln: null },
] as const;

export async function crearCuentasDemo(db: Db, passwordHash: string, ahora = new Date('2026-11-01T12:00:00-03:00')): Promise<void> {
  await db.insert(farmaciaGrupo).values({ id: GRUPO_DEMO_ID, nombre: 'Red Farmacéutica del Sur', limiteCredito: 5_000_000 });
  await db.insert(rol).values(ROLES.map((nombre, i) => ({ id: i + 1, nombre, asignable: !ROLES_NO_ASIGNABLES.includes(nombre) })));
  await db.insert(farmacia).values(
    FARMACIAS_DEMO.map((f) => ({
      ...f,
      descuento: 8,
      plazo: 30,
      // What the pharmacy has in its favour: the seed's last step sets it from its movements (minus their sum).
      saldo: 0,
      limiteCredito: 2_000_000,
      ingresosBrutos: `901-${f.id}55-4`,
      directorTecnico: 'Farm. ' + (f.id === 1001 ? 'Roberto Álvarez' : f.id === 1002 ? 'Mónica Pereyra' : f.id === 1003 ? 'Gustavo Herrera' : 'Patricia Luna'),
      fechaVencimiento: '2026-12-15',
      tipoContribuyente: 1,
      tipoFarmacia: 0,
      cierreReparto: '18:30',
    })),
  );
  const rolId = (nombre: Rol) => ROLES.indexOf(nombre) + 1;
  await db.insert(usuario).values(
    CUENTAS_DEMO.map((c) => ({
      id: c.id,
      userName: c.userName,
      email: `${c.userName}@farmacias.example`,
      emailConfirmado: true,
      farmaciaId: c.farmaciaId,
      grupoId: c.grupoId,
      nombre: c.nombre,
      passwordHash,
      passwordVenceEn: c.passwordVencida ? new Date(ahora.getTime() - 86_400_000) : new Date('2099-12-31T00:00:00Z'),
      seccionesHabilitadas: c.secciones,
      fechaCreacion: ahora,
      ultimaActualizacion: ahora,
    })),
  );
  await db.insert(usuarioRol).values(CUENTAS_DEMO.flatMap((c) => c.roles.map((r) => ({ usuarioId: c.id, rolId: rolId(r) }))));
}
