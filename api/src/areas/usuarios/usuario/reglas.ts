import { z } from 'zod';
import { DIAS_VIGENCIA_PASSWORD } from '@portal/shared/domain';

/** The password rules are the portal's, shared with the identity provider and the pages (shared/src/domain/password.ts). */
export { erroresPassword } from '@portal/shared/domain';

export interface ErrorOperacion {
  code: string;
  description: string;
}

export const vencimientoPassword = (desde: Date) => new Date(desde.getTime() + DIAS_VIGENCIA_PASSWORD * 86_400_000);

const USER_NAME_VALIDO = /^[A-Za-z0-9._@+-]+$/;

export function erroresUserName(userName: string): ErrorOperacion[] {
  return USER_NAME_VALIDO.test(userName)
    ? []
    : [{ code: 'InvalidUserName', description: `El nombre de usuario '${userName}' no es válido: use solo letras sin acentos, números y los caracteres . _ @ + -.` }];
}

export function erroresEmail(email: string): ErrorOperacion[] {
  return z.email().safeParse(email).success ? [] : [{ code: 'InvalidEmail', description: `El correo electrónico '${email}' no es válido.` }];
}

export const errorUserNameDuplicado = (userName: string): ErrorOperacion => ({
  code: 'DuplicateUserName',
  description: `El nombre de usuario '${userName}' ya está en uso.`,
});
