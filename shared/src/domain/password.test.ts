import { erroresPassword, passwordValida, REGLAS_PASSWORD, RESUMEN_REGLAS_PASSWORD } from './password.js';

describe('password rules', () => {
  it('answers every rule a password breaks, with its code and Spanish description', () => {
    expect(erroresPassword('abc')).toEqual([
      { code: 'PasswordTooShort', description: 'La contraseña debe tener al menos 8 caracteres.' },
      { code: 'PasswordRequiresDigit', description: 'La contraseña debe incluir al menos un número.' },
    ]);
    expect(erroresPassword('123456789').map((e) => e.code)).toEqual(['PasswordRequiresLetter']);
    expect(erroresPassword('')).toHaveLength(REGLAS_PASSWORD.length);
  });

  it('accepts eight characters with a letter (accented too) and a digit', () => {
    expect(passwordValida('Mostrador2026')).toBe(true);
    expect(passwordValida('ñandú123')).toBe(true);
    expect(erroresPassword('ñandú123')).toEqual([]);
    expect(passwordValida('abcdefgh')).toBe(false);
  });

  it('states the rules in one sentence', () => {
    expect(RESUMEN_REGLAS_PASSWORD).toBe('Al menos 8 caracteres, al menos un número y al menos una letra.');
  });
});
