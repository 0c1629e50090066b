import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';
import {
  alertText,
  buildTestApp,
  formAction,
  login,
  openTestDb,
  PASSWORD,
  startLogin,
  TestBrowser,
} from '../testing/test-server';
import { seedDemoAccounts } from '../users/seed-demo-accounts';
import { TEXTOS_CUENTA } from './paginas';

// Account e-mails (decision 034): '¿Olvidaste tu contraseña?' end to end through HTTP and the
// outbox, and the verification link of a new account.

let db: IdentityDb;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
let outbox: string;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  outbox = await mkdtemp(path.join(tmpdir(), 'feria-outbox-'));
  app = await buildTestApp(db, { outboxDir: outbox });
});
afterAll(async () => {
  await app.close();
  await closeDb();
  await rm(outbox, { recursive: true, force: true });
});

const NUEVA = 'OtraClave2026nueva';

/** The .eml files whose name has `tipo`, as text (quoted-printable soft breaks and '=3D' undone). */
async function correos(tipo: string): Promise<string[]> {
  const nombres = (await readdir(outbox)).filter((n) => n.includes(tipo)).sort();
  return Promise.all(
    nombres.map(async (n) =>
      (await readFile(path.join(outbox, n), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    ),
  );
}
async function esperarCorreos(tipo: string, cuantos: number): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const lista = await correos(tipo);
    if (lista.length >= cuantos) return lista;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no llegaron ${cuantos} correos ${tipo}`);
}
const enlace = (eml: string, ruta: string) => {
  const url = new RegExp(`https?://[^\\s"<>]+${ruta}\\?token=[\\w-]+`).exec(eml)?.[0];
  if (!url) throw new Error(`sin enlace ${ruta}`);
  return new URL(url);
};

async function pedirReset(browser: TestBrowser, email: string) {
  const { page } = await startLogin(browser);
  const olvide = /href="([^"]+\/olvide)"/.exec(page.body)?.[1];
  expect(olvide, 'el login ofrece ¿Olvidaste tu contraseña?').toBeDefined();
  const form = await browser.request('GET', olvide!);
  expect(form.body).toContain('¿Olvidaste tu contraseña?');
  return browser.request('POST', formAction(form.body), { form: { email } });
}

describe('¿Olvidaste tu contraseña?', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    await seedDemoAccounts(db, [
      {
        id: 'user-olvido',
        email: 'olvido@test.feria.ar',
        password: PASSWORD,
        firstName: 'Olga',
        lastName: 'Vido',
        roles: ['comprador'],
      },
    ]);
    await login(new TestBrowser(app), 'olvido@test.feria.ar'); // an open session
    expect(
      (
        await queryRows(
          db,
          sql`SELECT 1 FROM identity.oidc_models WHERE account_id = 'user-olvido' AND model = 'Session'`,
        )
      ).length,
    ).toBeGreaterThan(0);

    const respuesta = await pedirReset(new TestBrowser(app), 'Olvido@Test.feria.ar ');
    expect(respuesta.body).toContain(TEXTOS_CUENTA.enviado);
    const [eml] = await esperarCorreos('restablecer-contrasena', 1);
    expect(eml).toContain('To: olvido@test.feria.ar');
    const link = enlace(eml!, '/auth/realms/feria/restablecer');
    expect(link.origin).toBe('http://localhost:8080');
    expect(
      await queryOne(
        db,
        sql`SELECT 1 AS x FROM identity.email_actions WHERE token_hash = ${link.searchParams.get('token')}`,
      ),
    ).toBeUndefined(); // only its hash is kept

    const browser = new TestBrowser(app);
    const form = await browser.request('GET', link.pathname + link.search);
    expect(form.body).toContain(TEXTOS_CUENTA.nueva);
    const action = formAction(form.body);
    const token = link.searchParams.get('token')!;
    expect(
      alertText(
        (await browser.request('POST', action, { form: { token, password: NUEVA, password2: 'otra cosa 2026' } })).body,
      ),
    ).toBe(TEXTOS_CUENTA.noCoinciden);
    expect(
      alertText(
        (await browser.request('POST', action, { form: { token, password: 'corta1', password2: 'corta1' } })).body,
      ),
    ).toContain('al menos 10 caracteres');
    const hecho = await browser.request('POST', action, { form: { token, password: NUEVA, password2: NUEVA } });
    expect(hecho.body).toContain(TEXTOS_CUENTA.listo);
    expect((await queryRows(db, sql`SELECT 1 FROM identity.oidc_models WHERE account_id = 'user-olvido'`)).length).toBe(
      0,
    );

    // Single use.
    expect(
      (
        await browser.request('POST', action, {
          form: { token, password: 'Tercera2026clave', password2: 'Tercera2026clave' },
        })
      ).body,
    ).toContain(TEXTOS_CUENTA.vencido);
    expect((await browser.request('GET', link.pathname + link.search)).body).toContain(TEXTOS_CUENTA.vencido);
    // The old password no longer opens the account; the new one does.
    await expect(login(new TestBrowser(app), 'olvido@test.feria.ar', PASSWORD)).rejects.toThrow();
    await expect(login(new TestBrowser(app), 'olvido@test.feria.ar', NUEVA)).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });

  it('answers the same for an unknown address and sends nothing; at most 3 links per address in 15 minutes', async () => {
    const antes = (await correos('restablecer-contrasena')).length;
    expect((await pedirReset(new TestBrowser(app), 'nadie@test.feria.ar')).body).toContain(TEXTOS_CUENTA.enviado);
    await seedDemoAccounts(db, [
      {
        id: 'user-limite',
        email: 'limite@test.feria.ar',
        password: PASSWORD,
        firstName: 'Lía',
        lastName: 'Mite',
        roles: ['comprador'],
      },
    ]);
    for (let i = 0; i < 5; i++)
      expect((await pedirReset(new TestBrowser(app, `10.0.0.${i + 1}`), 'limite@test.feria.ar')).body).toContain(
        TEXTOS_CUENTA.enviado,
      );
    await esperarCorreos('restablecer-contrasena', antes + 3);
    await new Promise((r) => setTimeout(r, 300));
    const todos = await correos('restablecer-contrasena');
    expect(todos.length).toBe(antes + 3);
    expect(todos.filter((e) => e.includes('nadie@test.feria.ar'))).toEqual([]);
  });

  it('refuses a link older than 30 minutes', async () => {
    const antes = (await correos('restablecer-contrasena')).length;
    await pedirReset(new TestBrowser(app, '10.1.0.1'), 'ana@test.feria.ar');
    const eml = (await esperarCorreos('restablecer-contrasena', antes + 1)).find((e) =>
      e.includes('To: ana@test.feria.ar'),
    )!;
    await db.execute(
      sql`UPDATE identity.email_actions SET expires_at = now() - interval '1 second' WHERE kind = 'reset' AND user_id = 'user-ana'`,
    );
    const link = enlace(eml, '/auth/realms/feria/restablecer');
    expect((await new TestBrowser(app).request('GET', link.pathname + link.search)).body).toContain(
      TEXTOS_CUENTA.vencido,
    );
  });
  it('an earlier link stops working once a newer one is sent, and using a link spends every other one', async () => {
    await seedDemoAccounts(db, [
      {
        id: 'user-dos-enlaces',
        email: 'dos.enlaces@test.feria.ar',
        password: PASSWORD,
        firstName: 'Dora',
        lastName: 'Enlaces',
        roles: ['comprador'],
      },
    ]);
    const deDora = async (cuantos: number) => {
      for (let i = 0; i < 50; i++) {
        const todos = (await correos('restablecer-contrasena')).filter((e) =>
          e.includes('To: dos.enlaces@test.feria.ar'),
        );
        if (todos.length >= cuantos) return todos;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no llegaron ${cuantos} correos a dos.enlaces`);
    };
    await pedirReset(new TestBrowser(app, '10.2.0.1'), 'dos.enlaces@test.feria.ar');
    const primero = enlace((await deDora(1))[0]!, '/auth/realms/feria/restablecer');
    await pedirReset(new TestBrowser(app, '10.2.0.2'), 'dos.enlaces@test.feria.ar');
    const segundo = enlace(
      (await deDora(2)).find((e) => !e.includes(primero.search))!,
      '/auth/realms/feria/restablecer',
    );

    const browser = new TestBrowser(app);
    expect((await browser.request('GET', primero.pathname + primero.search)).body).toContain(TEXTOS_CUENTA.vencido);
    const action = formAction((await browser.request('GET', segundo.pathname + segundo.search)).body);
    const viejo = {
      token: primero.searchParams.get('token')!,
      password: 'ConElViejo2026',
      password2: 'ConElViejo2026',
    };
    expect((await browser.request('POST', action, { form: viejo })).body).toContain(TEXTOS_CUENTA.vencido);

    // A link issued alongside (two requests at once both saved before either saw the other) is spent
    // when the other one is used.
    await db.execute(sql`UPDATE identity.email_actions SET used_at = NULL WHERE user_id = 'user-dos-enlaces'`);
    expect(
      (
        await browser.request('POST', action, {
          form: { token: segundo.searchParams.get('token')!, password: NUEVA, password2: NUEVA },
        })
      ).body,
    ).toContain(TEXTOS_CUENTA.listo);
    expect((await browser.request('POST', action, { form: viejo })).body).toContain(TEXTOS_CUENTA.vencido);
    await expect(login(new TestBrowser(app), 'dos.enlaces@test.feria.ar', 'ConElViejo2026')).rejects.toThrow();
    await expect(login(new TestBrowser(app), 'dos.enlaces@test.feria.ar', NUEVA)).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });
});

describe('e-mail verification', () => {
  it('mails a link after registration; the account works meanwhile and the link verifies it once', async () => {
    const browser = new TestBrowser(app, '10.2.0.1');
    const { page } = await startLogin(browser, { kc_register: '1' });
    const email = `nuevo.${Date.now()}@test.feria.ar`;
    const creada = await browser.request('POST', formAction(page.body), {
      form: {
        firstName: 'Nico',
        lastName: 'Nuevo',
        email,
        password: 'Registro2026ok',
        password2: 'Registro2026ok',
        rol: 'comprador',
        terminos: 'si',
      },
    });
    expect(creada.status).toBe(303); // logged in at once
    const eml = (await esperarCorreos('verificar-correo', 1)).find((e) => e.includes(`To: ${email}`))!;
    const antes = await queryOne<{ email_verified: boolean }>(
      db,
      sql`SELECT email_verified FROM identity.users WHERE email = ${email}`,
    );
    expect(antes?.email_verified).toBe(false);
    const link = enlace(eml, '/auth/realms/feria/verificar');
    expect((await browser.request('GET', link.pathname + link.search)).body).toContain(TEXTOS_CUENTA.verificado);
    expect(
      (
        await queryOne<{ email_verified: boolean }>(
          db,
          sql`SELECT email_verified FROM identity.users WHERE email = ${email}`,
        )
      )?.email_verified,
    ).toBe(true);
    expect((await browser.request('GET', link.pathname + link.search)).body).toContain(
      TEXTOS_CUENTA.verificacionVencida,
    );
  });
});
