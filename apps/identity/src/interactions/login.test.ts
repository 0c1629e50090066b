import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, type IdentityDb } from '../db/identity-db';
import { ERRORES } from '../pages/messages';
import {
  alertText,
  buildTestApp,
  decodeJwt,
  follow,
  formAction,
  login,
  openTestDb,
  PASSWORD,
  refresh,
  startLogin,
  submitForTokens,
  TestBrowser,
} from '../testing/test-server';
import { seedDemoAccounts } from '../users/seed-demo-accounts';
import { usuariosService } from '../users/usuarios.service';
import type { UserRow } from '../users/users.repository';
import { IP_FAILURES_MAX } from './throttle';

let db: IdentityDb;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  app = await buildTestApp(db);
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

async function addUser(email: string) {
  await seedDemoAccounts(db, [{ email, password: PASSWORD, firstName: 'Prueba', lastName: 'Test', roles: ['comprador'] }]);
}

async function tryLogin(browser: TestBrowser, email: string, password: string) {
  const { action } = await startLogin(browser);
  return browser.request('POST', action, { form: { email, password } });
}

describe('login page (issue #3 §1)', () => {
  it('renders in Spanish with labels, autocomplete and the way to register', async () => {
    const { page } = await startLogin(new TestBrowser(app));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    for (const text of ['Iniciar sesión', 'Correo electrónico', 'Contraseña', 'Ingresar', '¿No tenés cuenta?', 'Registrate']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('<label for="email">');
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain('lang="es-AR"');
  });

  it('gives the same message for a wrong password and for an unknown e-mail', async () => {
    const browser = new TestBrowser(app);
    const wrong = await tryLogin(browser, 'ana@test.feria.ar', 'otra-clave-123');
    const unknown = await tryLogin(browser, 'nadie@test.feria.ar', 'otra-clave-123');
    expect(alertText(wrong.body)).toBe(ERRORES.credenciales);
    expect(alertText(unknown.body)).toBe(ERRORES.credenciales);
    expect(wrong.status).toBe(unknown.status);
  });

  it('locks an account for five minutes after five failures, even with the right password', async () => {
    await addUser('lock@test.feria.ar');
    const browser = new TestBrowser(app);
    for (let i = 0; i < 5; i++) expect(alertText((await tryLogin(browser, 'lock@test.feria.ar', 'mala-clave-1')).body)).toBe(ERRORES.credenciales);
    expect(alertText((await tryLogin(browser, 'lock@test.feria.ar', PASSWORD)).body)).toBe(ERRORES.demasiadosIntentos);
    const row = await queryOne<UserRow>(db, sql`SELECT * FROM identity.users WHERE email = 'lock@test.feria.ar'`);
    const lockMs = new Date(row!.locked_until!).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(4 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(5 * 60_000);

    // Once the lock has passed, the right password works again.
    await db.execute(sql`UPDATE identity.users SET locked_until = now() - interval '1 second' WHERE email = 'lock@test.feria.ar'`);
    expect((await login(browser, 'lock@test.feria.ar')).access_token).toBeTruthy();
  });

  it('answers an unknown e-mail exactly like a locked account after five failures', async () => {
    const browser = new TestBrowser(app);
    for (let i = 0; i < 5; i++) await tryLogin(browser, 'fantasma@test.feria.ar', 'mala-clave-1');
    expect(alertText((await tryLogin(browser, 'fantasma@test.feria.ar', 'mala-clave-1')).body)).toBe(ERRORES.demasiadosIntentos);
  });

  it('limits failed logins per IP whatever the e-mails', async () => {
    await addUser('ip@test.feria.ar');
    const isolated = await buildTestApp(db);
    const browser = new TestBrowser(isolated);
    for (let i = 0; i < IP_FAILURES_MAX; i++) await tryLogin(browser, `x${i}@test.feria.ar`, 'mala-clave-1');
    expect(alertText((await tryLogin(browser, 'ip@test.feria.ar', PASSWORD)).body)).toBe(ERRORES.demasiadosIntentos);
    await isolated.close();
  });

  it('a disabled user cannot sign in, and its refresh token and session stop working', async () => {
    await addUser('baja@test.feria.ar');
    const browser = new TestBrowser(app);
    const tokens = await login(browser, 'baja@test.feria.ar');
    const id = String(decodeJwt(tokens.access_token).sub);

    await usuariosService(db).actualizar(id, { habilitado: false });
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
    // The browser's session is gone too: the next authorization asks for the login again.
    const { page } = await startLogin(browser);
    expect(page.body).toContain('Iniciar sesión');
    expect(alertText((await tryLogin(new TestBrowser(app), 'baja@test.feria.ar', PASSWORD)).body)).toBe(ERRORES.deshabilitada);
    // A wrong password does not reveal that the account is disabled.
    expect(alertText((await tryLogin(new TestBrowser(app), 'baja@test.feria.ar', 'mala-clave-1')).body)).toBe(ERRORES.credenciales);
  });

  it('refuses a form posted to another interaction than the browser started', async () => {
    const browser = new TestBrowser(app);
    const { action } = await startLogin(browser);
    const other = new TestBrowser(app);
    await startLogin(other);
    const res = await other.request('POST', action, { form: { email: 'ana@test.feria.ar', password: PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body).toContain(ERRORES.sesionVencida);
  });
});

describe('registration (issue #3 §1)', () => {
  const valid = { firstName: 'Marta', lastName: 'Gómez', email: 'Marta@Test.Feria.ar', password: 'ClaveSegura1', password2: 'ClaveSegura1' };

  async function registrationForm(browser: TestBrowser) {
    const { page, verifier } = await startLogin(browser);
    const registerUrl = /href="([^"]+\/registro)"/.exec(page.body)?.[1];
    const form = await browser.request('GET', registerUrl!);
    return { form, verifier };
  }

  it('shows the fields, the password rules and the buyer/seller choice', async () => {
    const { form } = await registrationForm(new TestBrowser(app));
    for (const text of ['Crear cuenta', 'Nombre', 'Apellido', 'Correo electrónico', 'Contraseña', 'Repetir contraseña', '¿Qué querés hacer en Feria?', 'Comprar (comprador)', 'Vender con mi emprendimiento (emprendedor)', 'Registrarme', 'Al menos 10 caracteres']) {
      expect(form.body).toContain(text);
    }
    expect(form.body).toContain('autocomplete="new-password"');
  });

  it('creates a user with the chosen role and an argon2id hash, signed in at once', async () => {
    const browser = new TestBrowser(app);
    const { form, verifier } = await registrationForm(browser);
    const tokens = await submitForTokens(browser, formAction(form.body), { ...valid, rol: 'emprendedor' }, verifier);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ email: 'marta@test.feria.ar', given_name: 'Marta', realm_access: { roles: ['emprendedor'] } });
    const row = await queryOne<UserRow>(db, sql`SELECT * FROM identity.users WHERE email = 'marta@test.feria.ar'`);
    expect(row).toMatchObject({ first_name: 'Marta', last_name: 'Gómez', roles: ['emprendedor'], enabled: true });
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(row!.password_hash, 'ClaveSegura1')).toBe(true);
  });

  it('shows each problem by its field and keeps what was typed, except passwords', async () => {
    const browser = new TestBrowser(app);
    const { form } = await registrationForm(browser);
    const res = await browser.request('POST', formAction(form.body), { form: { firstName: 'Juan', lastName: '', email: 'mal', password: 'corta1', password2: 'corta1' } });
    expect(alertText(res.body)).toBe(ERRORES.revisar);
    expect(res.body).toContain(ERRORES.apellido);
    expect(res.body).toContain(ERRORES.correo);
    expect(res.body).toContain('La contraseña debe tener al menos 10 caracteres.');
    expect(res.body).toContain(ERRORES.rol);
    expect(res.body).toContain('value="Juan"');
    expect(res.body).not.toContain('corta1');
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('refuses an e-mail that already has an account', async () => {
    const browser = new TestBrowser(app);
    const { form } = await registrationForm(browser);
    const res = await browser.request('POST', formAction(form.body), { form: { ...valid, email: 'ANA@test.feria.ar', rol: 'comprador' } });
    expect(alertText(res.body)).toBe(ERRORES.correoEnUso);
    const n = await queryOne<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM identity.users WHERE email = 'ana@test.feria.ar'`);
    expect(n?.n).toBe(1);
  });

  it('a register() request (kc_register=1) opens on the registration form', async () => {
    const browser = new TestBrowser(app);
    const { page } = await startLogin(browser, { kc_register: '1' });
    expect(page.body).toContain('Registrarme');
    expect((await follow(browser, page)).body).toContain('Crear cuenta');
  });
});
