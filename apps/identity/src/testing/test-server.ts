import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IdentityDb } from '../db/identity-db';
import { migrateIdentity } from '../db/migrate';
import { identityPlugin } from '../plugin';
import { seedDemoAccounts } from '../users/seed-demo-accounts';

export const ORIGIN = 'http://localhost:8080';
export const ISSUER = `${ORIGIN}/auth/realms/feria`;
export const OIDC = `/auth/realms/feria/protocol/openid-connect`;
export const PASSWORD = 'FeriaTest2026!';

/**
 * A fresh database with the identity schema and two test accounts: in-memory PGlite, or, with
 * IDENTITY_TEST_DATABASE_URL (a PostgreSQL server URL), a throw-away database created there.
 */
export async function openTestDb(): Promise<{ db: IdentityDb; close: () => Promise<void> }> {
  const { db, close } = await openEmptyDb();
  await migrateIdentity(db);
  await seedDemoAccounts(db, [
    {
      id: 'user-ana',
      email: 'ana@test.feria.ar',
      password: PASSWORD,
      firstName: 'Ana',
      lastName: 'Paz',
      roles: ['comprador'],
    },
    {
      id: 'user-admin',
      email: 'admin@test.feria.ar',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      roles: ['admin'],
    },
  ]);
  return { db, close };
}

/** A fresh database without the identity schema (PGlite, or PostgreSQL with IDENTITY_TEST_DATABASE_URL). */
export function openEmptyDb(): Promise<{ db: IdentityDb; close: () => Promise<void> }> {
  return process.env.IDENTITY_TEST_DATABASE_URL ? openPostgres(process.env.IDENTITY_TEST_DATABASE_URL) : openPglite();
}

async function openPglite() {
  const client = await PGlite.create();
  return { db: drizzle(client) as unknown as IdentityDb, close: () => client.close() };
}

async function openPostgres(serverUrl: string) {
  const name = `identity_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  return {
    db: drizzlePg(pool) as unknown as IdentityDb,
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

export async function buildTestApp(db: IdentityDb, opts: { outboxDir?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  // Account e-mails to a throw-away outbox unless the test reads them.
  const outboxDir = opts.outboxDir ?? path.join(tmpdir(), `feria-identidad-outbox-${process.pid}`);
  await app.register(identityPlugin, {
    prefix: '/auth',
    db,
    issuer: ISSUER,
    publicOrigins: [ORIGIN],
    secureCookies: false,
    correo: { outboxDir, from: 'Feria <no-responder@feria.local>' },
  });
  await app.ready();
  return app;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  location: string | undefined;
}

/** A minimal browser over app.inject: keeps cookies per path, sends Host like the real origin. */
export class TestBrowser {
  readonly cookies = new Map<string, { value: string; path: string }>();
  /** `ip`: the client address the server sees (per-IP login limits). */
  constructor(
    public app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    opts: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const target = new URL(url, ORIGIN);
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => target.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const res = await this.app.inject({
      method,
      url: target.pathname + target.search,
      remoteAddress: this.ip,
      headers: {
        host: target.host,
        ...(cookie ? { cookie } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...opts.headers,
      },
      ...(opts.form ? { payload: new URLSearchParams(opts.form).toString() } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) this.store(line);
    const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
    return { status: res.statusCode, headers: res.headers, body: res.body, location } satisfies TestResponse;
  }

  private store(line: string) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired =
      attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || attrs.some((a) => /^max-age=0$/i.test(a));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: 'frontend',
    redirect_uri: `${ORIGIN}/post-login`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'st4te',
    nonce: 'n0nce',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${OIDC}/auth?${params.toString()}`;
}

/** Follows redirects inside the server until one leaves it (the SPA redirect) or a page answers. */
export async function follow(browser: TestBrowser, first: TestResponse): Promise<TestResponse> {
  let res = first;
  for (let i = 0; i < 10 && res.location; i++) {
    const next = new URL(res.location, ORIGIN);
    if (!next.pathname.startsWith('/auth/')) return res;
    res = await browser.request('GET', next.pathname + next.search);
  }
  return res;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

export async function exchangeCode(browser: TestBrowser, code: string, verifier: string) {
  return browser.request('POST', `${OIDC}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'frontend',
      redirect_uri: `${ORIGIN}/post-login`,
    },
  });
}

export async function refresh(browser: TestBrowser, refreshToken: string) {
  return browser.request('POST', `${OIDC}/token`, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'frontend' },
  });
}

/** Opens the login page of a fresh authorization request (keycloak-js login()). */
export async function startLogin(browser: TestBrowser, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair();
  const page = await follow(browser, await browser.request('GET', authorizeUrl(challenge, extra)));
  const action = formAction(page.body);
  return { page, action, verifier };
}

export function formAction(body: string): string {
  const action = /<form[^>]* action="([^"]+)"/.exec(body)?.[1];
  if (!action) throw new Error(`no form in page: ${body.slice(0, 300)}`);
  return action.replace(/&#38;/g, '&');
}

/** The text of the page's role=alert, if any. */
export function alertText(body: string): string | undefined {
  return /role="alert"[^>]*>([^<]*)</.exec(body)?.[1];
}

/** Posts a login or registration form and follows the flow to the code, then exchanges it. */
export async function submitForTokens(
  browser: TestBrowser,
  action: string,
  form: Record<string, string>,
  verifier: string,
): Promise<Tokens> {
  const done = await follow(browser, await browser.request('POST', action, { form }));
  const code = done.location ? fragmentParams(done.location).get('code') : null;
  if (!code) throw new Error(`no code: ${done.status} ${done.location ?? done.body.slice(0, 300)}`);
  const res = await exchangeCode(browser, code, verifier);
  if (res.status !== 200) throw new Error(`token ${res.status}: ${res.body}`);
  return JSON.parse(res.body) as Tokens;
}

/** Authorization request → login form → code → tokens, like keycloak-js does. */
export async function login(browser: TestBrowser, email: string, password = PASSWORD): Promise<Tokens> {
  const { action, verifier } = await startLogin(browser);
  return submitForTokens(browser, action, { email, password }, verifier);
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}
