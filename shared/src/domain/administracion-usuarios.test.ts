import { faltasParaActuar, faltasParaOtorgar, rolesOtorgables, seccionesOtorgables, type Atribuciones } from './administracion-usuarios.js';
import type { Rol } from './roles.js';

const ASIGNABLES: Rol[] = ['Administrador', 'ConsultorStock', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'CuentaCorrienteGrupo', 'Devoluciones', 'Pedidos', 'AccesoDashboard'];
/** admin.demo: every role but FarmaciaBloqueada (Siaf and Supervisor are the distributor's), every section. */
const COMPLETO: Atribuciones = { id: 'admin', roles: [...ASIGNABLES, 'Siaf', 'Supervisor'], secciones: [1, 2, 5, 8, 11, 41] };
const SOLO_ADMINISTRADOR: Atribuciones = { id: 'solo', roles: ['Administrador'], secciones: [1] };
const ENCARGADO: Atribuciones = { id: 'encargado', roles: ['Administrador', 'Pedidos', 'ConsultorStock'], secciones: [1] };
const codigos = (faltas: { code: string }[]) => faltas.map((f) => f.code);

describe('acting on a user', () => {
  test("a user with only Administrador may not touch the pharmacy's full administrator, and is told which roles and sections it lacks", () => {
    expect(faltasParaActuar(SOLO_ADMINISTRADOR, COMPLETO, ASIGNABLES, 'restablecerPassword')).toEqual([
      {
        code: 'UserRolesNotHeld',
        description:
          'No puede restablecer la contraseña de un usuario con roles que usted no tiene: ConsultorStock, CuentaCorriente, CuentaCorrienteFacturas, CuentaCorrienteGrupo, Devoluciones, Pedidos, Siaf, Supervisor, AccesoDashboard.',
      },
      { code: 'UserSectionsNotHeld', description: 'No puede restablecer la contraseña de un usuario con secciones que usted no tiene: Cuentas corrientes, Login, Vencidos, Devoluciones comunes, Recalls.' },
    ]);
  });

  test('each action names itself in the reason', () => {
    const supervisor: Atribuciones = { id: 'sup', roles: ['Supervisor'], secciones: [] };
    expect(faltasParaActuar(ENCARGADO, supervisor, ASIGNABLES, 'modificar')[0]!.description).toBe('No puede modificar a un usuario con roles que usted no tiene: Supervisor.');
    expect(faltasParaActuar(ENCARGADO, supervisor, ASIGNABLES, 'deshabilitar')[0]!.description).toMatch(/^No puede deshabilitar a un usuario/);
    expect(faltasParaActuar(ENCARGADO, supervisor, ASIGNABLES, 'habilitar')[0]!.description).toMatch(/^No puede habilitar a un usuario/);
    expect(faltasParaActuar(ENCARGADO, supervisor, ASIGNABLES, 'cambiarRoles')[0]!.description).toMatch(/^No puede cambiar los roles de un usuario/);
    expect(faltasParaActuar(ENCARGADO, supervisor, ASIGNABLES, 'eliminar')[0]!.description).toMatch(/^No puede eliminar a un usuario/);
  });

  test('a role the distributor gives keeps its holder out of reach, even of an administrator who holds it too', () => {
    const conSiaf: Atribuciones = { id: 'x', roles: ['Pedidos', 'Siaf'], secciones: [1] };
    expect(faltasParaActuar(COMPLETO, conSiaf, ASIGNABLES, 'eliminar')).toEqual([
      { code: 'UserRolesNotAssignable', description: 'No puede eliminar a un usuario con roles que solo asigna la distribuidora: Siaf.' },
    ]);
  });

  test('a user whose roles and sections are all within the editor’s is its to manage, and so is the editor itself', () => {
    const mostrador: Atribuciones = { id: 'turno', roles: ['Pedidos', 'ConsultorStock'], secciones: [1] };
    expect(faltasParaActuar(ENCARGADO, mostrador, ASIGNABLES, 'eliminar')).toEqual([]);
    expect(faltasParaActuar(SOLO_ADMINISTRADOR, { id: 'nuevo', roles: [], secciones: [] }, ASIGNABLES, 'modificar')).toEqual([]);
    expect(faltasParaActuar(COMPLETO, COMPLETO, ASIGNABLES, 'modificar')).toEqual([]);
    expect(codigos(faltasParaActuar(ENCARGADO, { ...mostrador, roles: ['Pedidos', 'AccesoDashboard'] }, ASIGNABLES, 'eliminar'))).toEqual(['UserRolesNotHeld']);
    expect(codigos(faltasParaActuar(ENCARGADO, { ...mostrador, secciones: [1, 2] }, ASIGNABLES, 'eliminar'))).toEqual(['UserSectionsNotHeld']);
  });
});

describe('giving roles and sections', () => {
  test('only assignable roles the editor holds and sections it has', () => {
    expect(faltasParaOtorgar(SOLO_ADMINISTRADOR, ASIGNABLES, { roles: ['Pedidos', 'Administrador', 'Supervisor', 'AccesoDashboard'], secciones: [2, 1, 41] })).toEqual([
      { code: 'RoleNotAssignable', description: "El rol 'Supervisor' no puede ser asignado por un administrador de farmacia." },
      { code: 'RoleNotHeld', description: 'No puede asignar roles que usted no tiene: Pedidos, AccesoDashboard.' },
      { code: 'SectionNotHeld', description: 'No puede habilitar secciones que usted no tiene: Cuentas corrientes, Recalls.' },
    ]);
    expect(faltasParaOtorgar(ENCARGADO, ASIGNABLES, { roles: ['Pedidos'], secciones: [1] })).toEqual([]);
    expect(faltasParaOtorgar(ENCARGADO, ASIGNABLES, {})).toEqual([]);
  });

  test('the editor cannot raise itself: its own roles and sections are the ceiling', () => {
    expect(codigos(faltasParaOtorgar(ENCARGADO, ASIGNABLES, { roles: [...ENCARGADO.roles, 'Devoluciones'] }))).toEqual(['RoleNotHeld']);
    expect(codigos(faltasParaOtorgar(COMPLETO, ASIGNABLES, { roles: ['Supervisor'] }))).toEqual(['RoleNotAssignable']);
  });

  test('what a page offers', () => {
    expect(rolesOtorgables(ENCARGADO, ASIGNABLES)).toEqual(['Administrador', 'ConsultorStock', 'Pedidos']);
    expect(rolesOtorgables(COMPLETO, ASIGNABLES)).toEqual(ASIGNABLES);
    expect(seccionesOtorgables({ secciones: [41, 1, 3] })).toEqual([1, 41]);
  });
});
