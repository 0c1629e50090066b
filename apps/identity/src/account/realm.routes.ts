import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { IdentityDb } from '../db/identity-db';
import { accessTokenVerifier } from '../oidc/access-token';
import { profileClaims } from '../oidc/account-claims';
import { html } from '../pages/html';
import { CLIENT_ID, OIDC_PATH } from '../realm';
import { accountState } from '../users/account-state';
import { findUserById } from '../users/users.repository';

export interface RealmRoutesOptions {
  db: IdentityDb;
  issuer: string;
  publicJwks: JSONWebKeySet;
  origins: ReadonlySet<string>;
  /** e.g. /auth/realms/feria */
  mountPath: string;
}

const RESOURCES: Record<string, string> = {
  'feria.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
  'logout.js': 'text/javascript; charset=utf-8',
  'login-status-iframe.js': 'text/javascript; charset=utf-8',
  '3p-step1.js': 'text/javascript; charset=utf-8',
  '3p-step2.js': 'text/javascript; charset=utf-8',
};

/** The product's fonts (the web app's @fontsource files), so the login and registration pages look like the rest of Feria. */
const FONTS: Record<string, string> = {
  'inter-latin-400-normal.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-latin-600-normal.woff2': '@fontsource/inter/files/inter-latin-600-normal.woff2',
  'dm-sans-latin-700-normal.woff2': '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2',
};
const resolvePackageFile = createRequire(import.meta.url).resolve;

/**
 * The Keycloak endpoints keycloak-js calls besides the OIDC ones (notes/identity.md): account
 * profile, userinfo, session-status iframe, third-party-cookie check, registrations; plus the
 * pages' static resources. Scripts are files (CSP allows no inline script).
 */
export const realmRoutes: FastifyPluginAsync<RealmRoutesOptions> = async (app, o) => {
  const verify = accessTokenVerifier(o.issuer, o.publicJwks);
  const resources = `${o.mountPath}/resources`;
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(RESOURCES)) {
    files.set(name, await readFile(new URL(`../pages/resources/${name}`, import.meta.url)));
  }
  for (const [name, file] of Object.entries(FONTS)) files.set(name, await readFile(resolvePackageFile(file)));

  /** The token's account, if still enabled and the token's session was not logged out. */
  async function currentUser(request: FastifyRequest, reply: FastifyReply) {
    const token = await verify(request.headers.authorization);
    const sid = typeof token?.sid === 'string' ? token.sid : undefined;
    const state = token && sid ? await accountState(o.db, token.sub, sid) : undefined;
    const user = state?.enabled && state.sessionActive ? await findUserById(o.db, token!.sub) : undefined;
    if (!user?.enabled) {
      void reply.code(401).header('www-authenticate', 'Bearer realm="feria"').send({ error: 'HTTP 401 Unauthorized' });
      return undefined;
    }
    return user;
  }

  // keycloak-js loadUserProfile() (docs/producto/entidades.md "User profile").
  app.get('/account', async (request, reply) => {
    const user = await currentUser(request, reply);
    if (!user) return reply;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      emailVerified: user.email_verified === true,
      attributes: {},
    };
  });

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await currentUser(request, reply);
    return user ? profileClaims(user) : reply;
  };
  app.get(`${OIDC_PATH}/userinfo`, userinfo);
  app.post(`${OIDC_PATH}/userinfo`, userinfo);

  const page = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const scriptPage = (script: string) =>
    `<!DOCTYPE html>${html`<html lang="es-AR"><head><meta charset="utf-8"><title>Feria</title><script src="${resources}/${script}"></script></head><body></body></html>`}`;

  app.get(`${OIDC_PATH}/login-status-iframe.html`, async (_request, reply) =>
    page(reply, scriptPage('login-status-iframe.js')),
  );
  // 204 lets the iframe answer for this client and page origin; 403 makes keycloak-js report an error.
  app.get<{ Querystring: { client_id?: string; origin?: string } }>(
    `${OIDC_PATH}/login-status-iframe.html/init`,
    async (request, reply) => {
      const { client_id: clientId, origin } = request.query;
      const ownOrigin = `${request.protocol}://${request.host}`;
      const allowed = clientId === CLIENT_ID && !!origin && (o.origins.has(origin) || origin === ownOrigin);
      return reply
        .code(allowed ? 204 : 403)
        .header('cache-control', 'no-store')
        .send();
    },
  );
  app.get(`${OIDC_PATH}/3p-cookies/step1.html`, async (_request, reply) => page(reply, scriptPage('3p-step1.js')));
  app.get(`${OIDC_PATH}/3p-cookies/step2.html`, async (_request, reply) => page(reply, scriptPage('3p-step2.js')));

  // keycloak-js register(): same parameters as the authorization request, showing registration first.
  app.get(`${OIDC_PATH}/registrations`, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    query.set('kc_register', '1');
    return reply.redirect(`${o.mountPath}${OIDC_PATH}/auth?${query.toString()}`, 302);
  });

  app.get<{ Params: { file: string } }>('/resources/:file', async (request, reply) => {
    const body = files.get(request.params.file);
    const type = Object.hasOwn(FONTS, request.params.file) ? 'font/woff2' : RESOURCES[request.params.file];
    if (!body || !type) return reply.code(404).type('text/plain').send('No encontrado');
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
  });
};
