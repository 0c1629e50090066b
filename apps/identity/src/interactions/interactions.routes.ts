import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { IdentityDb } from '../db/identity-db';
import { ERRORES } from '../pages/messages';
import { loginPage } from '../pages/login-page';
import { messagePage, REGISTER_FIELDS, registerPage, type RegisterField } from '../pages/register-page';
import { hashPassword } from '../users/passwords';
import { validateRegistration } from '../users/registration';
import { findUserByEmail, insertUser } from '../users/users.repository';
import { authenticate } from './authenticate';
import { fieldsWithControlCharacters } from './form-text';
import type { LoginThrottle } from './throttle';

export interface InteractionRoutesOptions {
  provider: Provider;
  db: IdentityDb;
  throttle: LoginThrottle;
  /** e.g. /auth/realms/feria */
  mountPath: string;
  /** A new account was created (its verification e-mail leaves; the account works meanwhile). */
  alRegistrar?: (user: { id: string; email: string; firstName: string }) => void;
}

type Params = { uid: string };
type Form = Record<string, string | undefined>;

/**
 * Login and registration pages of oidc-provider's interactions. The forms post
 * under the interaction's own path, so oidc-provider's signed interaction cookie (scoped to that
 * path) binds each submission to the browser that started it.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, o) => {
  const resources = `${o.mountPath}/resources`;
  const base = (uid: string) => `${o.mountPath}/login-actions/${encodeURIComponent(uid)}`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function details(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const interaction = await o.provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }
  const expired = (reply: FastifyReply) =>
    reply
      .code(400)
      .type('text/html')
      .send(messagePage(resources, 'Inicio de sesión vencido', ERRORES.sesionVencida));
  // Forms come back with 200 plus the message, like Keycloak: a 4xx document is logged by browsers as a failed load.
  // Except control characters (400: nobody types them) and a spent budget (429).
  const html = (reply: FastifyReply, page: string, status = 200) => reply.code(status).type('text/html').send(page);
  const tooManyForms = (reply: FastifyReply, page: string) => html(reply.header('retry-after', '60'), page, 429);
  const loginView = (uid: string, extra: { email?: string; error?: string } = {}) =>
    loginPage({
      resources,
      action: `${base(uid)}/login`,
      registerUrl: `${base(uid)}/registro`,
      forgotUrl: `${base(uid)}/olvide`,
      ...extra,
    });
  const registerView = (uid: string, extra: Partial<Parameters<typeof registerPage>[0]> = {}) =>
    registerPage({ resources, action: `${base(uid)}/registro`, loginUrl: `${base(uid)}/login`, ...extra });

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const returnTo = await o.provider.interactionResult(request.raw, reply.raw, { login: { accountId } });
    return reply.redirect(returnTo, 303);
  }

  app.get<{ Params: Params }>('/login-actions/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name !== 'login') {
      // First-party client: consent is granted without a screen (Keycloak's consentRequired=false).
      const grantId = await grantMissing(o.provider, interaction);
      const returnTo = await o.provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    if (interaction.params.kc_register === '1')
      return html(reply, registerView(request.params.uid, { values: { email: hint } }));
    return html(reply, loginView(request.params.uid, { email: hint }));
  });

  app.get<{ Params: Params }>('/login-actions/:uid/login', async (request, reply) => {
    if (!(await details(request, reply))) return expired(reply);
    return html(reply, loginView(request.params.uid));
  });

  app.get<{ Params: Params }>('/login-actions/:uid/registro', async (request, reply) => {
    if (!(await details(request, reply))) return expired(reply);
    return html(reply, registerView(request.params.uid));
  });

  app.post<{ Params: Params; Body: Form }>('/login-actions/:uid/login', async (request, reply) => {
    const form = request.body ?? {};
    const bad = fieldsWithControlCharacters(form);
    const email = bad.includes('email') ? '' : (form.email ?? '');
    // The forms' own budget per IP, counted before any work.
    if (!(await o.throttle.takeFormPost(request.ip)))
      return tooManyForms(reply, loginView(request.params.uid, { email, error: ERRORES.demasiadosIntentos }));
    if (!(await details(request, reply))) return expired(reply);
    if (bad.length > 0)
      return html(reply, loginView(request.params.uid, { email, error: ERRORES.caracteresNoPermitidos }), 400);
    const result = await authenticate(o.db, o.throttle, { email, password: form.password ?? '', ip: request.ip });
    if (!result.ok) {
      request.log.info({ motivo: result.reason }, 'identidad: inicio de sesión rechazado');
      return html(reply, loginView(request.params.uid, { email, error: result.message }));
    }
    return finish(request, reply, result.accountId);
  });

  app.post<{ Params: Params; Body: Form }>('/login-actions/:uid/registro', async (request, reply) => {
    const form = request.body ?? {};
    const bad = fieldsWithControlCharacters(form);
    const keep = (field: RegisterField) => (bad.includes(field) ? '' : form[field]);
    const values = {
      firstName: keep('firstName'),
      lastName: keep('lastName'),
      email: keep('email'),
      rol: keep('rol'),
      terminos: keep('terminos'),
    };
    if (!(await o.throttle.takeFormPost(request.ip)))
      return tooManyForms(reply, registerView(request.params.uid, { values, error: ERRORES.demasiadosIntentos }));
    if (!(await details(request, reply))) return expired(reply);
    if (bad.length > 0) {
      const errors = Object.fromEntries(
        REGISTER_FIELDS.filter((f) => bad.includes(f)).map((f) => [f, ERRORES.campoConCaracteres]),
      );
      return html(
        reply,
        registerView(request.params.uid, { values, errors, error: ERRORES.caracteresNoPermitidos }),
        400,
      );
    }
    const checked = validateRegistration(form);
    if (!checked.ok) return html(reply, registerView(request.params.uid, { values, errors: checked.errors }));
    if (!(await o.throttle.registrationAllowed(request.ip))) {
      return html(reply, registerView(request.params.uid, { values, error: ERRORES.demasiadosIntentos }));
    }
    const { firstName, lastName, email, password, rol, terminosAceptadosEn } = checked.value;
    // Decision 020: the form says the e-mail has an account (as Keycloak does); each such answer
    // spends the IP's registration budget, so the form cannot be used to test many e-mails.
    const taken = async () => {
      await o.throttle.recordRegistration(request.ip);
      return html(
        reply,
        registerView(request.params.uid, {
          values,
          errors: { email: ERRORES.correoEnUso },
          error: ERRORES.correoEnUso,
        }),
      );
    };
    if (await findUserByEmail(o.db, email)) return taken();
    const id = crypto.randomUUID();
    const inserted = await insertUser(o.db, {
      id,
      email,
      firstName,
      lastName,
      passwordHash: await hashPassword(password),
      roles: [rol],
      terminosAceptadosEn,
    });
    if (!inserted) return taken();
    await o.throttle.recordRegistration(request.ip);
    request.log.info({ userId: id, rol }, 'identidad: cuenta creada');
    o.alRegistrar?.({ id, email, firstName });
    return finish(request, reply, id);
  });
};

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Grants what the consent prompt reports missing (scopes, claims, API resource scopes). */
async function grantMissing(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
