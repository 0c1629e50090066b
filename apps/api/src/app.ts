import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLICO_PREFIJO } from '@feria/contracts';
import type { JWTVerifyGetKey } from 'jose';
import { getPublicJwks, migrateIdentity } from '@feria/identity';
import { migrateMpSandbox } from '@feria/mp-sandbox';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { secretoDeFirma } from './lib/secreto-firma';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { registerDb } from './plugins/db';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { loggerDeSolicitud, loggerOptions, registerRequestLog } from './lib/log-options';
import { registerSecurity } from './plugins/security';
import { abrirLimites } from './modules/limites/limites';
import { registerMetricas } from './plugins/metricas';
import { registerDocs } from './plugins/docs';
import { registerStatic } from './plugins/spa';
import { healthRoutes } from './plugins/health';
import { registrarRutasPublicas } from './http/publico';
import { registrarRutasEmprendedor } from './http/emprendedor';
import { registrarRutasComprador } from './http/comprador';
import { registrarRutasAdmin } from './http/admin';
import { registrarRutasCuenta } from './http/cuenta';
import { registrarWebhooks } from './http/webhooks';
import { registerIdentity } from './plugins/identity';
import { registerAuth } from './plugins/auth';
import { registerAccountState } from './plugins/account-state';
import { createTokenVerifier, localKeys, remoteKeys } from './lib/token-verifier';
import { programarBarridoSubidas } from './modules/media/subidas';
import { imagenEnUso } from './http/imagen-en-uso';
import { registerComercio } from './modules/ventas/registrar-comercio';
import { crearSpeechToText, type SpeechToText } from './modules/voz/stt';
import { registerEnVivo } from './plugins/envivo';
import { registerMpSandbox } from './plugins/mp-sandbox';

// Spanish defaults for shape errors the contracts don't word themselves (a string where a list goes).
z.config(z.locales.es());

export type { Config } from './config';
export { loadConfig } from './config';
export type { Database } from './db/client';

export const PUBLIC_PREFIX = PUBLICO_PREFIJO;
/** docs/producto/api.md#convenciones base paths by role. */
export const EMPRENDEDOR_PREFIX = '/api/emprendedor/v1';
export const COMPRADOR_PREFIX = '/api/comprador/v1';
export const ADMIN_PREFIX = '/api/admin/v1';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; without it the app opens and migrates one from the config and closes it on close. */
  db?: Database;
  /**
   * Keys access tokens are checked against. Default from the config: OIDC_JWKS_URL, else the
   * embedded identity server's keys read in-process, else the issuer's Keycloak /certs. Tests pass
   * their own key set to sign tokens in our format.
   */
  tokenKeys?: JWTVerifyGetKey;
  /** How the API reaches Mercado Pago and the sandbox its webhooks (tests: in-process, through inject). */
  pagosFetch?: typeof fetch;
  /** false: no background job worker (tests run the queue themselves). */
  trabajador?: boolean;
  /** The speech engine of the voice dialog; default from the config (STT_ENGINE). */
  stt?: SpeechToText;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

function defaultTokenKeys(config: Config, db: Database): JWTVerifyGetKey {
  if (config.oidc.jwksUrl) return remoteKeys(config.oidc.jwksUrl);
  if (config.oidc.embedded) return localKeys(() => getPublicJwks(db));
  return remoteKeys(`${config.oidc.issuer}/protocol/openid-connect/certs`);
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    // One line per request, written when it ends (registerRequestLog), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's pino child is made only when the request writes a line (lib/log-options.ts).
    childLoggerFactory: loggerDeSolicitud,
    // Request ids (ARCHITECTURE.md "Logs"): kept from the load balancer's header, else generated.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Spanish `{ mensaje, codigo }` also for what fails before a route runs.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A plain function, not an async one (a promise per request on every read; docs/arquitectura.md#rendimiento).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerRequestLog(app);

  if (opts.db) registerDb(app, opts.db, config.cacheTtlMs);
  else {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    await migrateDatabase(handle);
    await migrateIdentity(handle.db);
    await migrateMpSandbox(handle.db);
    registerDb(app, handle.db, config.cacheTtlMs, handle.close);
  }

  registerAuth(
    app,
    createTokenVerifier({
      keys: opts.tokenKeys ?? defaultTokenKeys(config, app.db),
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
    }),
  );
  await registerAccountState(app, config);
  registerErrorHandler(app);
  // Before the rate limit: /metrics is never limited, and its hook times every request.
  registerMetricas(app, config);
  // The limits' counters: Redis (REDIS_URL), PostgreSQL, or memory on PGlite (decision 093).
  const limites = await abrirLimites(app.db, config.redisUrl, (err) =>
    app.log.warn({ err }, 'límites: el almacén de contadores no responde'),
  );
  app.addHook('onClose', () => limites.cerrar());
  await registerSecurity(app, config, limites);
  await registerDocs(app);
  await registerStatic(app, config);
  registerNotFound(app);

  await app.register(healthRoutes);
  await registerIdentity(app, config, limites);
  registerEnVivo(app);
  registerComercio(app, config, {
    ...(opts.pagosFetch ? { fetch: opts.pagosFetch } : {}),
    ...(opts.trabajador === false ? { trabajador: false } : {}),
  });
  await registerMpSandbox(app, config, opts.pagosFetch);
  // The API's routes by audience, each under its docs/producto/api.md#convenciones base (http/*/index.ts).
  await registrarRutasPublicas(app, { secretoFirma: secretoDeFirma(config) });
  await registrarRutasEmprendedor(app, { dataDir: config.dataDir, stt: opts.stt ?? crearSpeechToText(config.voz) });
  await registrarRutasComprador(app, { dataDir: config.dataDir });
  await registrarRutasAdmin(app, {
    usuariosLocales: config.oidc.embedded,
    dataDir: config.dataDir,
    smtp: config.correo.smtpUrl !== undefined,
  });
  await registrarRutasCuenta(app, { identidadLocal: config.oidc.embedded, push: config.push });
  await registrarWebhooks(app);
  programarBarridoSubidas(app, config.dataDir, imagenEnUso);
  return app;
}
