import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type Rol, type UsuarioAutenticado } from '@feria/contracts';
import { AppError, noAutenticado, sinPermiso, tokenInvalido, errorDe } from '../lib/app-error';
import { TokenRechazado, type VerificarToken } from '../lib/token-verifier';

declare module 'fastify' {
  interface FastifyInstance {
    verificarToken: VerificarToken;
  }
  interface FastifyRequest {
    /** The verified caller, set by `requireRole` / `requireUsuario`; null on public routes. */
    usuario: UsuarioAutenticado | null;
  }
}

/** Makes the token check reachable from every route's guard (registered once on the root app). */
export function registerAuth(app: FastifyInstance, verificar: VerificarToken): void {
  app.decorate('verificarToken', verificar);
  app.decorateRequest('usuario', null);
}

/** `Authorization: Bearer <jwt>`; keycloak-js sends `bearer` in lower case, so the scheme is case-insensitive. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

async function autenticar(request: FastifyRequest): Promise<UsuarioAutenticado> {
  const token = bearerToken(request);
  if (!token) throw noAutenticado();
  const usuario = await verificar(request, token);
  // The account as it is now (disabled, session ended, roles changed), not as the token says.
  const actual = await request.server.accountState.current(usuario).catch((err: unknown) => {
    request.log.error({ err }, 'no se pudo leer el estado de la cuenta');
    throw errorDe('NO_DISPONIBLE');
  });
  if (!actual) {
    request.log.info({ sub: usuario.sub }, 'token rechazado: cuenta deshabilitada o sesión terminada');
    throw tokenInvalido();
  }
  return actual;
}

async function verificar(request: FastifyRequest, token: string): Promise<UsuarioAutenticado> {
  try {
    return await request.server.verificarToken(token);
  } catch (err) {
    if (err instanceof TokenRechazado && err.motivo === 'sin-claves') {
      request.log.error({ err: err.cause }, 'no se pudieron obtener las claves del servidor de identidad');
      throw errorDe('NO_DISPONIBLE');
    }
    request.log.info(
      { motivo: err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : 'desconocido' },
      'token rechazado',
    );
    throw tokenInvalido();
  }
}

/**
 * Guard hook (onRequest, so it runs before body parsing and validation: an anonymous request
 * never learns what a valid body looks like). 401 without a valid token; 403 when the caller
 * holds none of `roles` (docs/producto/roles.md#permisos: seller routes need emprendedor, buyer routes comprador, admin admin).
 */
export function requireRole(...roles: Rol[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const usuario = await autenticar(request).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode === 401)
        void reply.header('www-authenticate', 'Bearer realm="feria"');
      throw err;
    });
    if (!roles.some((rol) => usuario.roles.includes(rol))) throw sinPermiso();
    request.usuario = usuario;
  };
}
