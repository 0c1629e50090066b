import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORES } from '../pages/messages';
import { passwordProblem } from './passwords';
import { validateRegistration } from './registration';

const form = {
  firstName: ' Marta ',
  lastName: 'Gómez',
  email: ' Marta@Feria.AR ',
  password: 'ClaveSegura1',
  password2: 'ClaveSegura1',
  rol: 'comprador',
  terminos: 'si',
};

describe('password rules', () => {
  it.each([
    ['corta1', 'al menos 10 caracteres'],
    ['solamenteletras', 'una letra y un número'],
    ['1234567890123', 'una letra y un número'],
    ['marta@feria.ar1', undefined],
  ])('%s', (password, problem) => {
    const found = passwordProblem(password, 'marta@feria.ar');
    if (problem) expect(found).toContain(problem);
    else expect(found).toBeUndefined();
  });

  it('refuses the e-mail or its local part as password', () => {
    expect(passwordProblem('Marta2024x@feria.ar', 'marta2024x@feria.ar')).toContain('correo');
    expect(passwordProblem('marta2024x', 'Marta2024x@feria.ar')).toContain('correo');
  });

  it('accepts any password of 10+ characters with a letter and a digit that is not the e-mail', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), (s) => {
        const password = `a1${s}`;
        return passwordProblem(password, 'x@y.ar') === undefined || password.length < 10 || password.length > 200;
      }),
    );
  });
});

describe('validateRegistration', () => {
  it('trims and lowercases', () => {
    expect(validateRegistration(form)).toEqual({
      ok: true,
      value: {
        firstName: 'Marta',
        lastName: 'Gómez',
        email: 'marta@feria.ar',
        password: 'ClaveSegura1',
        rol: 'comprador',
        terminosAceptadosEn: expect.any(Date),
      },
    });
  });

  it('requires accepting the terms (the checkbox)', () => {
    expect(validateRegistration({ ...form, terminos: undefined })).toEqual({
      ok: false,
      errors: { terminos: ERRORES.terminos },
    });
    expect(validateRegistration({ ...form, terminos: 'no' }).ok).toBe(false);
  });

  it('reports each broken field', () => {
    const result = validateRegistration({
      ...form,
      firstName: ' ',
      email: 'sin-arroba',
      password2: 'otra',
      rol: 'admin',
    });
    expect(result).toEqual({
      ok: false,
      errors: { firstName: ERRORES.nombre, email: ERRORES.correo, password2: ERRORES.noCoinciden, rol: ERRORES.rol },
    });
  });

  it('never lets someone register as admin', () => {
    for (const rol of ['admin', '', undefined, 'comprador,admin'])
      expect(validateRegistration({ ...form, rol }).ok).toBe(false);
  });
});
