import type { IdentityDb } from '../db/identity-db';
import { ERRORES } from '../pages/messages';
import { recordFailedCheck, recordSuccessfulCheck, reservePasswordCheck } from '../users/login-failures';
import { dummyPasswordHash, verifyPassword } from '../users/passwords';
import { EMAIL_MAX_LENGTH, findUserByEmail, normalizeEmail } from '../users/users.repository';
import type { LoginThrottle } from './throttle';

export type AuthFailure = 'faltan-datos' | 'demasiados-intentos' | 'credenciales' | 'deshabilitada';
export type AuthResult = { ok: true; accountId: string } | { ok: false; reason: AuthFailure; message: string };

const tooMany = { ok: false, reason: 'demasiados-intentos', message: ERRORES.demasiadosIntentos } as const;
const wrong = { ok: false, reason: 'credenciales', message: ERRORES.credenciales } as const;

/**
 * Checks e-mail and password (docs/decisions/019). One message for an
 * unknown e-mail and a wrong password, and the same lockout for both. The IP's and the login's
 * attempts are reserved before the password is checked (the check is what an attacker wants, and
 * what costs argon2 time), so a burst of concurrent requests gets no more checks than the policy
 * allows. "Disabled" is only said once the password proved who is asking.
 */
export async function authenticate(
  db: IdentityDb,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string },
): Promise<AuthResult> {
  const login = normalizeEmail(input.email);
  if (!login || !input.password) return { ok: false, reason: 'faltan-datos', message: ERRORES.faltanDatosLogin };
  // No account has such an e-mail, and it would not fit the lockout table's index.
  if (login.length > EMAIL_MAX_LENGTH) return wrong;

  const ipCheck = await throttle.reservePasswordCheck(input.ip);
  if (!ipCheck) return tooMany;
  if (!(await reservePasswordCheck(db, login))) {
    // Locked, or another check of this login under way: no check made, nothing counted for the IP.
    await ipCheck.notAFailure();
    return tooMany;
  }

  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let valid = false;
  try {
    user = await findUserByEmail(db, login);
    // Unknown e-mails cost the same argon2 work, so timing does not tell them apart.
    valid = (await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password)) && !!user;
  } finally {
    // Also when the check threw: the reservation is never left in flight.
    if (valid) await recordSuccessfulCheck(db, login);
    else await recordFailedCheck(db, login);
  }
  if (!valid || !user) return wrong;
  await ipCheck.notAFailure();
  if (!user.enabled) return { ok: false, reason: 'deshabilitada', message: ERRORES.deshabilitada };
  return { ok: true, accountId: user.id };
}
