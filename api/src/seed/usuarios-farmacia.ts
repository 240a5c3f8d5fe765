import { ROLES, type Rol } from '@portal/shared/domain';
import type { Db } from '../db/client.js';
import { usuario, usuarioAuditoria, usuarioRol } from '../db/schema/index.js';
import { CUENTAS_DEMO } from './cuentas.js';

/** Who administers each pharmacy with clerks: creator and editor of its clerks. */
const ADMINISTRADORES = new Map([1001, 1002].map((f) => [f, CUENTAS_DEMO.find((c) => c.farmaciaId === f && c.roles.includes('Administrador'))!.id]));
const DIA = 86_400_000;

interface Empleado {
  id: string;
  userName: string;
  nombre: string;
  /** 1001 unless said. */
  farmaciaId?: number;
  roles: Rol[];
  secciones: number[];
  habilitado: boolean;
  /** Days before `ahora` it was created. */
  alta: number;
  emailConfirmado: boolean;
  /** What the administrator did later: days before `ahora`, action and changes. */
  historia: { dias: number; accion: 'Modificacion' | 'Roles' | 'Password'; cambios: { campo: string; antes: string | null; despues: string | null }[] }[];
}

/**
 * The clerks admin.demo administers in pharmacy 1001, and two of otra.demo's in 1002 (they do not sign in in the demo:
 * the accounts of cuentas.ts do), so the user administration shows a list with history: roles changed, a password
 * reset, one disabled.
 */
const EMPLEADOS: Empleado[] = [
  {
    id: '00000000-0000-4000-8000-000000001001', userName: 'farmaceutica.ruiz', nombre: 'Valeria Ruiz', roles: ['Pedidos', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'Devoluciones'], secciones: [1, 2, 8, 11], habilitado: true, alta: 120, emailConfirmado: true,
    historia: [{ dias: 30, accion: 'Roles', cambios: [{ campo: 'roles', antes: 'CuentaCorriente, Devoluciones, Pedidos', despues: 'CuentaCorriente, CuentaCorrienteFacturas, Devoluciones, Pedidos' }] }],
  },
  {
    id: '00000000-0000-4000-8000-000000001002', userName: 'mostrador.lopez', nombre: 'Sofía López', roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'], secciones: [1], habilitado: true, alta: 75, emailConfirmado: true,
    historia: [
      { dias: 40, accion: 'Roles', cambios: [{ campo: 'roles', antes: 'ConsultorStock, Pedidos', despues: 'AccesoDashboard, ConsultorStock, Pedidos' }] },
      { dias: 12, accion: 'Password', cambios: [{ campo: 'password', antes: null, despues: null }] },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000001003', userName: 'caja.perez', nombre: 'Raúl Pérez', roles: ['CuentaCorriente'], secciones: [2], habilitado: true, alta: 50, emailConfirmado: false,
    historia: [{ dias: 8, accion: 'Modificacion', cambios: [{ campo: 'email', antes: 'rperez@farmacias.example', despues: 'caja.perez@farmacias.example' }] }],
  },
  {
    id: '00000000-0000-4000-8000-000000001004', userName: 'deposito.gimenez', nombre: 'Marcelo Giménez', roles: ['Devoluciones'], secciones: [8, 11], habilitado: false, alta: 200, emailConfirmado: true,
    historia: [{ dias: 4, accion: 'Modificacion', cambios: [{ campo: 'habilitado', antes: 'true', despues: 'false' }] }],
  },
  {
    id: '00000000-0000-4000-8000-000000001005', userName: 'turno.noche', nombre: 'Paula Acosta', roles: ['Pedidos', 'ConsultorStock'], secciones: [1], habilitado: true, alta: 20, emailConfirmado: false,
    historia: [],
  },
  {
    id: '00000000-0000-4000-8000-000000002001', userName: 'recepcion.diaz', nombre: 'Tomás Díaz', farmaciaId: 1002, roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'], secciones: [1], habilitado: true, alta: 90, emailConfirmado: true,
    historia: [{ dias: 15, accion: 'Password', cambios: [{ campo: 'password', antes: null, despues: null }] }],
  },
  {
    id: '00000000-0000-4000-8000-000000002002', userName: 'administrativa.molina', nombre: 'Lucía Molina', farmaciaId: 1002, roles: ['CuentaCorriente', 'CuentaCorrienteFacturas'], secciones: [2], habilitado: true, alta: 60, emailConfirmado: false,
    historia: [{ dias: 6, accion: 'Roles', cambios: [{ campo: 'roles', antes: 'CuentaCorriente', despues: 'CuentaCorriente, CuentaCorrienteFacturas' }] }],
  },
];

/**
 * A clerk admin.demo deleted when she left: only its history remains (an Alta and a Baja that names her), so the list's
 * "Usuarios eliminados" has a row to open.
 */
const ELIMINADA = { id: '00000000-0000-4000-8000-000000001099', userName: 'reemplazo.vera', alta: 150, baja: 25, roles: 'ConsultorStock, Pedidos' };

const farmaciaDe = (e: Empleado) => e.farmaciaId ?? 1001;
const administradorDe = (e: Empleado) => ADMINISTRADORES.get(farmaciaDe(e))!;

export async function crearEmpleadosDemo(db: Db, passwordHash: string, ahora: Date): Promise<void> {
  const antes = (dias: number) => new Date(ahora.getTime() - dias * DIA);
  const rolId = (nombre: Rol) => ROLES.indexOf(nombre) + 1;
  await db.insert(usuario).values(
    EMPLEADOS.map((e) => ({
      id: e.id,
      userName: e.userName,
      email: `${e.userName}@farmacias.example`,
      emailConfirmado: e.emailConfirmado,
      farmaciaId: farmaciaDe(e),
      nombre: e.nombre,
      habilitado: e.habilitado,
      passwordHash,
      passwordVenceEn: new Date('2099-12-31T00:00:00Z'),
      seccionesHabilitadas: e.secciones,
      creadorUserId: administradorDe(e),
      ultimoEditorUserId: administradorDe(e),
      fechaCreacion: antes(e.alta),
      ultimaActualizacion: antes(Math.min(e.alta, ...e.historia.map((h) => h.dias))),
      versionContexto: 1 + e.historia.length,
    })),
  );
  await db.insert(usuarioRol).values(EMPLEADOS.flatMap((e) => e.roles.map((r) => ({ usuarioId: e.id, rolId: rolId(r) }))));
  await db.insert(usuarioAuditoria).values(
    EMPLEADOS.flatMap((e) => [
      {
        usuarioId: e.id,
        farmaciaId: farmaciaDe(e),
        autorUserId: administradorDe(e),
        fecha: antes(e.alta),
        accion: 'Alta',
        cambios: [
          { campo: 'userName', antes: null, despues: e.userName },
          { campo: 'email', antes: null, despues: e.historia.find((h) => h.cambios[0]?.campo === 'email')?.cambios[0]?.antes ?? `${e.userName}@farmacias.example` },
          { campo: 'habilitado', antes: null, despues: 'true' },
        ],
      },
      ...e.historia.map((h) => ({ usuarioId: e.id, farmaciaId: farmaciaDe(e), autorUserId: administradorDe(e), fecha: antes(h.dias), accion: h.accion, cambios: h.cambios })),
    ]),
  );
  const { id, userName, roles } = ELIMINADA;
  const email = `${userName}@farmacias.example`;
  const entrada = { usuarioId: id, farmaciaId: 1001, autorUserId: ADMINISTRADORES.get(1001)! };
  await db.insert(usuarioAuditoria).values([
    {
      ...entrada,
      fecha: antes(ELIMINADA.alta),
      accion: 'Alta',
      cambios: [
        { campo: 'userName', antes: null, despues: userName },
        { campo: 'email', antes: null, despues: email },
        { campo: 'habilitado', antes: null, despues: 'true' },
        { campo: 'roles', antes: null, despues: roles },
      ],
    },
    {
      ...entrada,
      fecha: antes(ELIMINADA.baja),
      accion: 'Baja',
      cambios: [
        { campo: 'userName', antes: userName, despues: null },
        { campo: 'email', antes: email, despues: null },
        { campo: 'roles', antes: roles, despues: null },
      ],
    },
  ]);
}
