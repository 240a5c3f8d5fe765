import { ErrorPerfil, perfilASesion } from './sesion.js';

describe('perfilASesion', () => {
  it('reads the claims of a pharmacy user with several sections and roles', () => {
    const usuario = perfilASesion(
      {
        sub: 'u-1',
        name: 'Ana Pérez',
        email: 'ana@farmacia.com.ar',
        FarmaciaId: '1001',
        SeccionesHabilitadas: ['1', '2', 41],
        Roles: ['Pedidos', 'AccesoDashboard', 'CuentaCorriente', 'RolDesconocido'],
      },
      1_000,
    );
    expect(usuario).toEqual({
      id: 'u-1',
      nombre: 'Ana Pérez',
      email: 'ana@farmacia.com.ar',
      farmaciaId: 1001,
      grupoId: null,
      secciones: [1, 2, 41],
      roles: ['Pedidos', 'AccesoDashboard', 'CuentaCorriente'],
      expiraEn: 1_000,
      permisos: {
        accesoDashboard: true,
        cuentaCorriente: true,
        cuentaCorrienteFacturas: false,
        cuentaCorrienteGrupo: false,
        devoluciones: false,
        pedidos: true,
      },
    });
  });

  it('accepts a single section, a single role and a group id', () => {
    const usuario = perfilASesion({ sub: 'g', FarmaciaId: 2001, FarmaciaGrupoId: '7', SeccionesHabilitadas: '2', Roles: 'CuentaCorrienteGrupo' }, 0);
    expect(usuario).toMatchObject({ grupoId: 7, secciones: [2], roles: ['CuentaCorrienteGrupo'], nombre: '', email: '' });
    expect(usuario.permisos.cuentaCorrienteGrupo).toBe(true);
    const sinGrupo = perfilASesion({ sub: 'g', FarmaciaId: 2001, Roles: 'CuentaCorrienteGrupo' }, 0);
    expect(sinGrupo.permisos.cuentaCorrienteGrupo).toBe(false);
  });

  it('refuses a profile without user id or with a FarmaciaId that is not a number', () => {
    expect(() => perfilASesion({ FarmaciaId: 1 }, 0)).toThrow(ErrorPerfil);
    expect(() => perfilASesion({ sub: 'x', FarmaciaId: 'abc' }, 0)).toThrow('El perfil del usuario tiene un valor inválido en FarmaciaId: abc');
    expect(() => perfilASesion({ sub: 'x' }, 0)).toThrow('FarmaciaId');
  });
});
