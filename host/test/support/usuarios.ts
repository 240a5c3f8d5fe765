import { perfilASesion, type Rol, type UsuarioSesion } from '@portal/shared/domain';

/** A signed-in pharmacy user built from identity-provider claims, as the session module does. */
export function usuarioCon(roles: Rol[], secciones: number[] = [1, 2, 8, 11, 41]): UsuarioSesion {
  return perfilASesion(
    { sub: 'usuario-7', name: 'Ana Pérez', email: 'ana@farmacia.com.ar', FarmaciaId: '25', SeccionesHabilitadas: secciones.map(String), Roles: roles },
    Date.now() + 5 * 60 * 1000,
  );
}
