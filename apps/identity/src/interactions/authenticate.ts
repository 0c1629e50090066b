import type { IdentityDb } from '../db/identity-db';
import { ERRORES } from '../pages/messages';
import { dummyPasswordHash, verifyPassword } from '../users/passwords';
import {
  findUserByEmail,
  isLocked,
  normalizeEmail,
  recordFailedLogin,
  recordSuccessfulLogin,
} from '../users/users.repository';
import type { LoginThrottle } from './throttle';

export type AuthFailure = 'faltan-datos' | 'demasiados-intentos' | 'credenciales' | 'deshabilitada';
export type AuthResult = { ok: true; accountId: string } | { ok: false; reason: AuthFailure; message: string };

/**
 * Checks e-mail and password (issue #3 §1): one message for unknown user and wrong password,
 * five failures lock for five minutes (also for unknown e-mails), a per-IP limit, and the
 * "disabled" message only once the password proved who is asking.
 */
export async function authenticate(
  db: IdentityDb,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string },
): Promise<AuthResult> {
  const email = normalizeEmail(input.email);
  if (!email || !input.password) return { ok: false, reason: 'faltan-datos', message: ERRORES.faltanDatosLogin };
  const tooMany = { ok: false, reason: 'demasiados-intentos', message: ERRORES.demasiadosIntentos } as const;
  const wrong = { ok: false, reason: 'credenciales', message: ERRORES.credenciales } as const;
  if (throttle.ipBlocked(input.ip)) return tooMany;

  const user = await findUserByEmail(db, email);
  if (!user) {
    if (throttle.unknownEmailLocked(email)) return tooMany;
    // Same work as a real check, so timing does not tell unknown e-mails apart.
    await verifyPassword(await dummyPasswordHash(), input.password);
    throttle.recordUnknownEmailFailure(email);
    throttle.recordIpFailure(input.ip);
    return wrong;
  }
  if (isLocked(user)) return tooMany;
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordFailedLogin(db, user.id);
    throttle.recordIpFailure(input.ip);
    return wrong;
  }
  if (!user.enabled) return { ok: false, reason: 'deshabilitada', message: ERRORES.deshabilitada };
  await recordSuccessfulLogin(db, user.id);
  return { ok: true, accountId: user.id };
}
