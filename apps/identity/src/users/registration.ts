import type { Rol } from '@feria/contracts';
import type { RegisterField } from '../pages/register-page';
import { ERRORES } from '../pages/messages';
import { passwordProblem } from './passwords';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './users.repository';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  rol: Extract<Rol, 'comprador' | 'emprendedor'>;
  /** When the terms were accepted (the checkbox of the form). */
  terminosAceptadosEn: Date;
}

export type RegistrationResult =
  { ok: true; value: Registration } | { ok: false; errors: Partial<Record<RegisterField, string>> };

// Pragmatic check (one @, a dot in the domain, no spaces); the real proof is using the account.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates the registration form; every message is the Spanish text shown by the field. */
export function validateRegistration(form: Record<string, string | undefined>): RegistrationResult {
  const firstName = (form.firstName ?? '').trim();
  const lastName = (form.lastName ?? '').trim();
  const email = normalizeEmail(form.email ?? '');
  const password = form.password ?? '';
  const rol = form.rol;
  const errors: Partial<Record<RegisterField, string>> = {};
  if (!firstName || firstName.length > 80) errors.firstName = ERRORES.nombre;
  if (!lastName || lastName.length > 80) errors.lastName = ERRORES.apellido;
  if (!EMAIL.test(email) || email.length > EMAIL_MAX_LENGTH) errors.email = ERRORES.correo;
  const problem = passwordProblem(password, email);
  if (problem) errors.password = problem;
  else if (password !== (form.password2 ?? '')) errors.password2 = ERRORES.noCoinciden;
  if (rol !== 'comprador' && rol !== 'emprendedor') errors.rol = ERRORES.rol;
  if (form.terminos !== 'si') errors.terminos = ERRORES.terminos;
  if (Object.keys(errors).length > 0 || (rol !== 'comprador' && rol !== 'emprendedor')) return { ok: false, errors };
  return { ok: true, value: { firstName, lastName, email, password, rol, terminosAceptadosEn: new Date() } };
}
