import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';
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
import { BRUTE_FORCE } from '../users/login-failures';
import { seedDemoAccounts } from '../users/seed-demo-accounts';
import { usuariosService } from '../users/usuarios.service';
import type { UserRow } from '../users/users.repository';
import { FORM_POSTS_PER_MINUTE, IP_FAILURES_MAX, REGISTRATIONS_PER_IP_MAX } from './throttle';

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
  await seedDemoAccounts(db, [
    { email, password: PASSWORD, firstName: 'Prueba', lastName: 'Test', roles: ['comprador'] },
  ]);
}

async function tryLogin(browser: TestBrowser, email: string, password: string) {
  const { action } = await startLogin(browser);
  return browser.request('POST', action, { form: { email, password } });
}

describe('login page', () => {
  it('renders in Spanish with labels, autocomplete and the way to register', async () => {
    const { page } = await startLogin(new TestBrowser(app));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    for (const text of [
      'Iniciar sesión',
      'Correo electrónico',
      'Contraseña',
      'Ingresar',
      '¿No tenés cuenta?',
      'Registrate',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('<label for="email">');
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain('lang="es-AR"');
  });

  it("uses the product's fonts, served with the page's resources", async () => {
    const css = await app.inject('/auth/realms/feria/resources/feria.css');
    const fuentes = [...css.body.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(fuentes).toEqual([
      'inter-latin-400-normal.woff2',
      'inter-latin-600-normal.woff2',
      'dm-sans-latin-700-normal.woff2',
    ]);
    for (const f of fuentes) {
      const res = await app.inject(`/auth/realms/feria/resources/${f}`);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'font/woff2']);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('gives the same message for a wrong password and for an unknown e-mail', async () => {
    const browser = new TestBrowser(app);
    const wrong = await tryLogin(browser, 'ana@test.feria.ar', 'otra-clave-123');
    const unknown = await tryLogin(browser, 'nadie@test.feria.ar', 'otra-clave-123');
    expect(alertText(wrong.body)).toBe(ERRORES.credenciales);
    expect(alertText(unknown.body)).toBe(ERRORES.credenciales);
    expect(wrong.status).toBe(unknown.status);
  });

  it('locks a login for a minute after ten failures, even with the right password', async () => {
    await addUser('lock@test.feria.ar');
    const browser = new TestBrowser(app, '10.1.0.1');
    for (let i = 0; i < BRUTE_FORCE.failureFactor; i++) {
      expect(alertText((await tryLogin(browser, 'lock@test.feria.ar', 'mala-clave-1')).body)).toBe(
        ERRORES.credenciales,
      );
    }
    expect(alertText((await tryLogin(browser, 'lock@test.feria.ar', PASSWORD)).body)).toBe(ERRORES.demasiadosIntentos);
    const row = await queryOne<{ locked_until: string | Date }>(
      db,
      sql`SELECT locked_until FROM identity.login_failures WHERE login = 'lock@test.feria.ar'`,
    );
    const lockMs = new Date(row!.locked_until).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(50_000);
    expect(lockMs).toBeLessThanOrEqual(60_000);

    // Once the lock has passed, the right password works again, and the count starts over.
    await db.execute(
      sql`UPDATE identity.login_failures SET locked_until = now() - interval '1 second' WHERE login = 'lock@test.feria.ar'`,
    );
    expect((await login(browser, 'lock@test.feria.ar')).access_token).toBeTruthy();
    const rows = await queryRows(db, sql`SELECT 1 FROM identity.login_failures WHERE login = 'lock@test.feria.ar'`);
    expect(rows).toHaveLength(0);
  });

  it('answers an unknown e-mail exactly like a locked account after ten failures', async () => {
    const browser = new TestBrowser(app, '10.1.0.2');
    for (let i = 0; i < BRUTE_FORCE.failureFactor; i++)
      await tryLogin(browser, 'fantasma@test.feria.ar', 'mala-clave-1');
    expect(alertText((await tryLogin(browser, 'fantasma@test.feria.ar', 'mala-clave-1')).body)).toBe(
      ERRORES.demasiadosIntentos,
    );
  });

  it('answers an e-mail longer than any account can have like a wrong password, storing nothing', async () => {
    const browser = new TestBrowser(app, '10.1.0.8');
    const { action } = await startLogin(browser);
    // Pseudo-random letters: PostgreSQL cannot compress them into an index entry (it answered 500).
    let seed = 7;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26));
    const email = `${Array.from({ length: 9000 }, letter).join('')}@test.feria.ar`;
    const res = await browser.request('POST', action, { form: { email, password: 'mala-clave-1' } });
    expect(res.status).toBe(200);
    expect(alertText(res.body)).toBe(ERRORES.credenciales);
    expect(await queryRows(db, sql`SELECT 1 FROM identity.login_failures WHERE length(login) > 254`)).toHaveLength(0);
  });

  it('limits failed checks per IP whatever the e-mails (password spraying), not other IPs', async () => {
    await addUser('ip@test.feria.ar');
    const isolated = await buildTestApp(db);
    const sprayer = new TestBrowser(isolated, '10.1.0.3');
    const { action } = await startLogin(sprayer);
    for (let i = 0; i < IP_FAILURES_MAX; i++) {
      const res = await sprayer.request('POST', action, {
        form: { email: `x${i}@test.feria.ar`, password: 'mala-clave-1' },
      });
      expect(alertText(res.body)).toBe(ERRORES.credenciales);
    }
    expect(alertText((await tryLogin(sprayer, 'ip@test.feria.ar', PASSWORD)).body)).toBe(ERRORES.demasiadosIntentos);
    expect((await login(new TestBrowser(isolated, '10.1.0.4'), 'ip@test.feria.ar')).access_token).toBeTruthy();
    await isolated.close();
  });

  it('gives the login and registration forms their own budget per IP: 429 and the form once spent', async () => {
    const isolated = await buildTestApp(db);
    const browser = new TestBrowser(isolated, '10.1.0.5');
    const { action } = await startLogin(browser);
    for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) {
      expect(
        (await browser.request('POST', action, { form: { email: 'ana@test.feria.ar', password: '' } })).status,
      ).toBe(200);
    }
    const spent = await browser.request('POST', action, { form: { email: 'ana@test.feria.ar', password: PASSWORD } });
    expect(spent.status).toBe(429);
    expect(spent.headers['retry-after']).toBe('60');
    expect(alertText(spent.body)).toBe(ERRORES.demasiadosIntentos);
    expect(spent.body).toContain('value="ana@test.feria.ar"');
    // Another IP has its own budget.
    expect((await login(new TestBrowser(isolated, '10.1.0.6'), 'ana@test.feria.ar')).access_token).toBeTruthy();
    await isolated.close();
  });

  it.each([
    ['email', { email: 'control\u0000@test.feria.ar', password: PASSWORD }, ''],
    ['password', { email: 'control@test.feria.ar', password: 'x\u0000y' }, 'control@test.feria.ar'],
    [
      'password (another control character)',
      { email: 'control@test.feria.ar', password: `${PASSWORD}\u0007` },
      'control@test.feria.ar',
    ],
  ])(
    'refuses a control character in the %s with a 400 and the form, before the database',
    async (_field, form, kept) => {
      const browser = new TestBrowser(app, '10.1.0.7');
      const { action } = await startLogin(browser);
      const res = await browser.request('POST', action, { form });
      expect(res.status).toBe(400);
      expect(alertText(res.body)).toBe(ERRORES.caracteresNoPermitidos);
      expect(res.body).toContain(`value="${kept}"`);
      expect(res.body).not.toContain('\u0000');
      // Nothing was checked nor counted for that login.
      expect(await queryRows(db, sql`SELECT 1 FROM identity.login_failures WHERE login LIKE 'control%'`)).toHaveLength(
        0,
      );
    },
  );

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
    expect(alertText((await tryLogin(new TestBrowser(app), 'baja@test.feria.ar', PASSWORD)).body)).toBe(
      ERRORES.deshabilitada,
    );
    // A wrong password does not reveal that the account is disabled.
    expect(alertText((await tryLogin(new TestBrowser(app), 'baja@test.feria.ar', 'mala-clave-1')).body)).toBe(
      ERRORES.credenciales,
    );
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

describe('registration', () => {
  const valid = {
    firstName: 'Marta',
    lastName: 'Gómez',
    email: 'Marta@Test.Feria.ar',
    password: 'ClaveSegura1',
    password2: 'ClaveSegura1',
    terminos: 'si',
  };

  async function registrationForm(browser: TestBrowser) {
    const { page, verifier } = await startLogin(browser);
    const registerUrl = /href="([^"]+\/registro)"/.exec(page.body)?.[1];
    const form = await browser.request('GET', registerUrl!);
    return { form, verifier };
  }

  it('shows the fields, the password rules and the buyer/seller choice', async () => {
    const { form } = await registrationForm(new TestBrowser(app));
    for (const text of [
      'Crear cuenta',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Contraseña',
      'Repetir contraseña',
      '¿Qué querés hacer en Feria?',
      'Comprar (comprador)',
      'Vender con mi emprendimiento (emprendedor)',
      'Registrarme',
      'Al menos 10 caracteres',
    ]) {
      expect(form.body).toContain(text);
    }
    expect(form.body).toContain('autocomplete="new-password"');
  });

  it('creates a user with the chosen role and an argon2id hash, signed in at once', async () => {
    const browser = new TestBrowser(app);
    const { form, verifier } = await registrationForm(browser);
    const tokens = await submitForTokens(browser, formAction(form.body), { ...valid, rol: 'emprendedor' }, verifier);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      email: 'marta@test.feria.ar',
      given_name: 'Marta',
      realm_access: { roles: ['emprendedor'] },
    });
    const row = await queryOne<UserRow>(db, sql`SELECT * FROM identity.users WHERE email = 'marta@test.feria.ar'`);
    expect(row).toMatchObject({ first_name: 'Marta', last_name: 'Gómez', roles: ['emprendedor'], enabled: true });
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(row!.password_hash, 'ClaveSegura1')).toBe(true);
  });

  it('shows each problem by its field and keeps what was typed, except passwords', async () => {
    const browser = new TestBrowser(app);
    const { form } = await registrationForm(browser);
    const res = await browser.request('POST', formAction(form.body), {
      form: { firstName: 'Juan', lastName: '', email: 'mal', password: 'corta1', password2: 'corta1' },
    });
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
    const res = await browser.request('POST', formAction(form.body), {
      form: { ...valid, email: 'ANA@test.feria.ar', rol: 'comprador' },
    });
    expect(alertText(res.body)).toBe(ERRORES.correoEnUso);
    const n = await queryOne<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM identity.users WHERE email = 'ana@test.feria.ar'`,
    );
    expect(n?.n).toBe(1);
  });

  it('answers "e-mail taken" only within the IP registration budget, so it cannot test many e-mails (decision 020)', async () => {
    const browser = new TestBrowser(app, '10.2.0.1');
    for (let i = 0; i < REGISTRATIONS_PER_IP_MAX; i++) {
      const { form } = await registrationForm(browser);
      const res = await browser.request('POST', formAction(form.body), {
        form: { ...valid, email: 'ana@test.feria.ar', rol: 'comprador' },
      });
      expect(alertText(res.body)).toBe(ERRORES.correoEnUso);
    }
    const { form } = await registrationForm(browser);
    for (const email of ['admin@test.feria.ar', 'nueva-cuenta@test.feria.ar']) {
      const res = await browser.request('POST', formAction(form.body), { form: { ...valid, email, rol: 'comprador' } });
      expect(alertText(res.body)).toBe(ERRORES.demasiadosIntentos);
    }
    expect(
      await queryRows(db, sql`SELECT 1 FROM identity.users WHERE email = 'nueva-cuenta@test.feria.ar'`),
    ).toHaveLength(0);
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'password2', 'rol'] as const)(
    'refuses a control character in %s with a 400, the message by the field and the rest kept',
    async (field) => {
      const browser = new TestBrowser(app, '10.2.0.2');
      const { form } = await registrationForm(browser);
      const values: Record<string, string> = {
        ...valid,
        firstName: 'Nora',
        email: 'nora@test.feria.ar',
        rol: 'emprendedor',
      };
      values[field] = `x\u0000${values[field]}`;
      const res = await browser.request('POST', formAction(form.body), { form: values });
      expect(res.status).toBe(400);
      expect(alertText(res.body)).toBe(ERRORES.caracteresNoPermitidos);
      expect(res.body).toContain(`id="${field}-error">${ERRORES.campoConCaracteres}`);
      expect(res.body).not.toContain('\u0000');
      for (const kept of ['firstName', 'lastName', 'email'] as const) {
        if (kept !== field) expect(res.body).toContain(`value="${values[kept]}"`);
      }
      if (field !== 'rol') expect(res.body).toMatch(/value="emprendedor" required checked/);
      expect(await queryRows(db, sql`SELECT 1 FROM identity.users WHERE email LIKE 'nora%'`)).toHaveLength(0);
    },
  );

  it('a register() request (kc_register=1) opens on the registration form', async () => {
    const browser = new TestBrowser(app);
    const { page } = await startLogin(browser, { kc_register: '1' });
    expect(page.body).toContain('Registrarme');
    expect((await follow(browser, page)).body).toContain('Crear cuenta');
  });
});
