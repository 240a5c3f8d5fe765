import { z } from 'zod';

export interface ErrorOperacion {
  code: string;
  description: string;
}

/** Days a password stays valid after it is set. */
export const DIAS_VIGENCIA_PASSWORD = 90;

export const vencimientoPassword = (desde: Date) => new Date(desde.getTime() + DIAS_VIGENCIA_PASSWORD * 86_400_000);

/** The same rules the identity provider's change-password page applies. */
export function erroresPassword(password: string): ErrorOperacion[] {
  const errores: ErrorOperacion[] = [];
  if (password.length < 8) errores.push({ code: 'PasswordTooShort', description: 'La contraseña debe tener al menos 8 caracteres.' });
  if (!/\d/.test(password)) errores.push({ code: 'PasswordRequiresDigit', description: 'La contraseña debe incluir al menos un número.' });
  if (!/\p{L}/u.test(password)) errores.push({ code: 'PasswordRequiresLetter', description: 'La contraseña debe incluir al menos una letra.' });
  return errores;
}

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

export const errorRolNoAsignable = (rol: string): ErrorOperacion => ({
  code: 'RoleNotAssignable',
  description: `El rol '${rol}' no puede ser asignado por un administrador de farmacia.`,
});
