import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db';
import { revokeAccount } from '../oidc/revoke-account';
import { fieldsWithControlCharacters } from '../interactions/form-text';
import type { LoginThrottle } from '../interactions/throttle';
import { hashPassword, passwordProblem } from '../users/passwords';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/users.repository';
import { accionVigente, crearAccion, usarAccion } from './acciones';
import { mensajeConBoton, type Enviar } from './correo';
import { nuevaContrasenaPage, olvidePage, resultadoPage, TEXTOS_CUENTA } from './paginas';

export interface CuentaCorreoOptions {
  provider: Provider;
  db: IdentityDb;
  throttle: LoginThrottle;
  mountPath: string;
  /** Public origin of the issuer (links in the mails). */
  origin: string;
  enviar: Enviar;
  onSessionEnded?: ((accountId: string) => void) | undefined;
  log?: (err: unknown, mensaje: string) => void;
}

/**
 * '¿Olvidaste tu contraseña?' (decision 034): the same answer whether or not the address has an
 * account; a single-use link valid 30 minutes; a new password ends every session of the account.
 * And the e-mail verification link sent after registration.
 */
export const cuentaCorreoRoutes: FastifyPluginAsync<CuentaCorreoOptions> = async (app, o) => {
  const resources = `${o.mountPath}/resources`;
  const base = (uid: string) => `${o.mountPath}/login-actions/${encodeURIComponent(uid)}`;
  const page = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html').send(body);
  const enviarSinEsperar = (p: Promise<void>) =>
    void p.catch((err: unknown) => o.log?.(err, 'identidad: no se pudo enviar un correo de cuenta'));

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { uid: string } }>('/login-actions/:uid/olvide', async (request, reply) =>
    page(
      reply,
      olvidePage({
        resources,
        action: `${base(request.params.uid)}/olvide`,
        loginUrl: `${base(request.params.uid)}/login`,
      }),
    ),
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(
    '/login-actions/:uid/olvide',
    async (request, reply) => {
      const form = request.body ?? {};
      const vista = (extra: { email?: string; error?: string; enviado?: boolean }, status = 200) =>
        page(
          reply,
          olvidePage({
            resources,
            action: `${base(request.params.uid)}/olvide`,
            loginUrl: `${base(request.params.uid)}/login`,
            ...extra,
          }),
          status,
        );
      if (!(await o.throttle.takeFormPost(request.ip)))
        return vista({ error: 'Demasiados intentos. Probá de nuevo en unos minutos.' }, 429);
      const email = fieldsWithControlCharacters(form).includes('email') ? '' : normalizeEmail(form.email ?? '');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        return vista({ email, error: TEXTOS_CUENTA.correoInvalido });
      // The same answer, at once, whatever happens next: the mail (if any) leaves after the reply.
      // A few a window per address (RESETS_PER_EMAIL_MAX), counted where every instance counts.
      if (await o.throttle.takeResetRequest(email)) enviarSinEsperar(mandarReset(email));
      return vista({ enviado: true });
    },
  );

  async function mandarReset(email: string): Promise<void> {
    const user = await findUserByEmail(o.db, email);
    if (!user || !user.enabled) return;
    const token = await crearAccion(o.db, user.id, 'reset');
    await o.enviar(
      mensajeConBoton({
        to: user.email,
        tipo: 'restablecer-contrasena',
        subject: 'Elegí una nueva contraseña de Feria',
        saludo: `Hola, ${user.first_name || 'hola'}:`,
        parrafo:
          'Pediste cambiar la contraseña de tu cuenta de Feria. El enlace vale por 30 minutos y sirve una sola vez.',
        boton: 'Elegir una nueva contraseña',
        url: `${o.origin}${o.mountPath}/restablecer?token=${token}`,
        pie: 'Si no lo pediste vos, ignorá este correo: tu contraseña no cambia.',
      }),
    );
  }

  app.get<{ Querystring: { token?: string } }>('/restablecer', async (request, reply) => {
    const token = String(request.query.token ?? '');
    if (!(await accionVigente(o.db, token, 'reset')))
      return page(
        reply,
        resultadoPage({ resources, titulo: TEXTOS_CUENTA.nueva, mensaje: TEXTOS_CUENTA.vencido, ok: false }),
      );
    return page(reply, nuevaContrasenaPage({ resources, action: `${o.mountPath}/restablecer`, token }));
  });

  app.post<{ Body: Record<string, string | undefined> }>('/restablecer', async (request, reply) => {
    const form = request.body ?? {};
    const token = String(form.token ?? '');
    const vencido = () =>
      page(reply, resultadoPage({ resources, titulo: TEXTOS_CUENTA.nueva, mensaje: TEXTOS_CUENTA.vencido, ok: false }));
    if (!(await o.throttle.takeFormPost(request.ip)))
      return page(
        reply,
        nuevaContrasenaPage({
          resources,
          action: `${o.mountPath}/restablecer`,
          token,
          error: 'Demasiados intentos. Probá de nuevo en unos minutos.',
        }),
        429,
      );
    const userId = await accionVigente(o.db, token, 'reset');
    const user = userId ? await findUserById(o.db, userId) : undefined;
    if (!user) return vencido();
    const password = form.password ?? '';
    const problema =
      fieldsWithControlCharacters(form).length > 0
        ? 'La contraseña tiene caracteres no permitidos.'
        : passwordProblem(password, user.email);
    const error = problema ?? (password !== form.password2 ? TEXTOS_CUENTA.noCoinciden : undefined);
    if (error)
      return page(reply, nuevaContrasenaPage({ resources, action: `${o.mountPath}/restablecer`, token, error }));
    // Used once, atomically: a second submission of the same link finds it spent.
    if (!(await usarAccion(o.db, token, 'reset'))) return vencido();
    await o.db.execute(
      sql`UPDATE identity.users SET password_hash = ${await hashPassword(password)}, updated_at = now() WHERE id = ${user.id}`,
    );
    await o.db.execute(sql`DELETE FROM identity.login_failures WHERE login = ${user.email}`);
    await revokeAccount(o.db, user.id);
    o.onSessionEnded?.(user.id);
    request.log.info({ userId: user.id }, 'identidad: contraseña restablecida, sesiones cerradas');
    return page(
      reply,
      resultadoPage({
        resources,
        titulo: TEXTOS_CUENTA.nueva,
        mensaje: TEXTOS_CUENTA.listo,
        detalle: TEXTOS_CUENTA.listoDetalle,
        ok: true,
      }),
    );
  });

  app.get<{ Querystring: { token?: string } }>('/verificar', async (request, reply) => {
    const userId = await usarAccion(o.db, String(request.query.token ?? ''), 'verify');
    if (!userId)
      return page(
        reply,
        resultadoPage({ resources, titulo: 'Verificar e-mail', mensaje: TEXTOS_CUENTA.verificacionVencida, ok: false }),
      );
    await o.db.execute(sql`UPDATE identity.users SET email_verified = true, updated_at = now() WHERE id = ${userId}`);
    return page(
      reply,
      resultadoPage({ resources, titulo: 'Verificar e-mail', mensaje: TEXTOS_CUENTA.verificado, ok: true }),
    );
  });
};

/** The verification mail of a new account (the account works meanwhile). */
export async function mandarVerificacion(
  o: Pick<CuentaCorreoOptions, 'db' | 'origin' | 'mountPath' | 'enviar'>,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = await crearAccion(o.db, user.id, 'verify');
  await o.enviar(
    mensajeConBoton({
      to: user.email,
      tipo: 'verificar-correo',
      subject: 'Confirmá tu e-mail en Feria',
      saludo: `¡Hola, ${user.firstName}!`,
      parrafo:
        'Gracias por crear tu cuenta en Feria. Confirmá que este e-mail es tuyo (el enlace vale por 7 días); mientras tanto tu cuenta ya funciona.',
      boton: 'Confirmar mi e-mail',
      url: `${o.origin}${o.mountPath}/verificar?token=${token}`,
      pie: 'Si no creaste una cuenta en Feria, ignorá este correo.',
    }),
  );
}
