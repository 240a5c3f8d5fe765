/**
 * The portal's password rules, in one place: the API checks them when an administrator creates a user or sets its
 * password, the identity provider when a user changes its own, and the administration pages show them as the
 * administrator types. Changing a rule here changes all three.
 */
export interface ReglaPassword {
  /** The operation-result code the API answers when the rule is broken (SPEC §3 "Operation result"). */
  code: string;
  /** The rule as a checklist shows it. */
  texto: string;
  /** What the caller is told when the password breaks it. */
  description: string;
  cumple(password: string): boolean;
}

export const LARGO_MINIMO_PASSWORD = 8;

/** Days a password stays valid after it is set (by an administrator or by its user). */
export const DIAS_VIGENCIA_PASSWORD = 90;

export const REGLAS_PASSWORD: readonly ReglaPassword[] = [
  {
    code: 'PasswordTooShort',
    texto: `Al menos ${LARGO_MINIMO_PASSWORD} caracteres`,
    description: `La contraseña debe tener al menos ${LARGO_MINIMO_PASSWORD} caracteres.`,
    cumple: (p) => p.length >= LARGO_MINIMO_PASSWORD,
  },
  {
    code: 'PasswordRequiresDigit',
    texto: 'Al menos un número',
    description: 'La contraseña debe incluir al menos un número.',
    cumple: (p) => /\d/.test(p),
  },
  {
    code: 'PasswordRequiresLetter',
    texto: 'Al menos una letra',
    description: 'La contraseña debe incluir al menos una letra.',
    cumple: (p) => /\p{L}/u.test(p),
  },
];

/** The rules `password` breaks, as failed operation errors (empty when it is fine). */
export const erroresPassword = (password: string): { code: string; description: string }[] =>
  REGLAS_PASSWORD.filter((r) => !r.cumple(password)).map(({ code, description }) => ({ code, description }));

export const passwordValida = (password: string): boolean => REGLAS_PASSWORD.every((r) => r.cumple(password));

/** The rules in one sentence, for a page that states them under its form. */
export const RESUMEN_REGLAS_PASSWORD = `${REGLAS_PASSWORD.map((r, i) => (i ? r.texto.charAt(0).toLowerCase() + r.texto.slice(1) : r.texto))
  .join(', ')
  .replace(/, ([^,]*)$/, ' y $1')}.`;
