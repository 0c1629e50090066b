import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that an unknown
 * user costs the same time as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID());
  return dummyHash;
}

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULES = [
  `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  'Al menos una letra y un número',
  'Distinta de tu correo electrónico',
] as const;

/** Registration strength rules; answers the first broken rule in Spanish. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > 200) return 'La contraseña no puede superar los 200 caracteres.';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password))
    return 'La contraseña debe tener al menos una letra y un número.';
  const lower = password.toLowerCase();
  const mail = email.trim().toLowerCase();
  if (mail && (lower === mail || lower === mail.split('@')[0]))
    return 'La contraseña no puede ser tu correo electrónico.';
  return undefined;
}
