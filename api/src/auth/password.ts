import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-level memory cost), as a PHC string. */
export const hashPassword = (password: string) => hash(password, { algorithm: Algorithm.Argon2id });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
