import { expect } from 'vitest';
import { FORM_POSTS_PER_MINUTE } from '@feria/identity';
import type { TestApp } from '../../testing';

// The identity forms' per-IP budget seen from outside, for the tests of the shared stores.

/** A login form post: the budget is counted before anything else, so no interaction is needed. */
export const postearLogin = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/realms/feria/login-actions/sin-interaccion/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=alguien%40test.feria.ar&password=',
  });

/** Posts the whole budget alternating between instances, then one more to `ultima`. */
export async function agotarFormularios(ultima: TestApp, otra: TestApp, ip: string) {
  for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) {
    const res = await postearLogin(i % 2 === 0 ? otra : ultima, ip);
    expect(res.statusCode, `formulario ${i + 1}`).not.toBe(429);
  }
  const res = await postearLogin(ultima, ip);
  expect(res.statusCode).toBe(429);
  expect(res.body).toContain('Demasiados intentos');
  expect((await postearLogin(otra, ip)).statusCode).toBe(429);
  // Another address still has its whole budget.
  expect((await postearLogin(otra, `${ip}9`)).statusCode).not.toBe(429);
}
