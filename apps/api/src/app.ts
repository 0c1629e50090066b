import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_PREFIJO,
  PUBLICO_PREFIJO,
  CATALOGOS_PREFIJO,
  PROMOCIONES_PREFIJO,
  VOZ_PREFIJO,
  COMPRADORES_PREFIJO,
  TIENDAS_VISITADAS_PREFIJO,
  EMPRENDIMIENTOS_VENDEDOR_PREFIJO,
  PRODUCTOS_VENDEDOR_PREFIJO,
  RUTA_IMAGENES_VENDEDOR,
  VENTAS_COMPRADOR_PREFIJO,
  VENTAS_VENDEDOR_PREFIJO,
  RESENAS_COMPRADOR_PREFIJO,
  RESENAS_VENDEDOR_PREFIJO,
  RESENAS_ADMIN_PREFIJO,
  RESENAS_REPORTES_PREFIJO,
} from '@feria/contracts';
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
import { registerDocs } from './plugins/docs';
import { registerStatic } from './plugins/spa';
import { healthRoutes } from './plugins/health';
import { publicRoutes } from './http/publico';
import { registerIdentity } from './plugins/identity';
import { registerAuth } from './plugins/auth';
import { registerAccountState } from './plugins/account-state';
import { createTokenVerifier, localKeys, remoteKeys } from './lib/token-verifier';
import { emprendedorRoutes } from './http/emprendedor/emprendedor.routes';
import { imagenesRoutes } from './http/emprendedor/imagenes.routes';
import { aparienciaRoutes } from './http/emprendedor/apariencia.routes';
import { catalogosRoutes } from './http/emprendedor/catalogos.routes';
import { promocionesRoutes } from './http/emprendedor/promociones.routes';
import { productosVendedorRoutes } from './http/emprendedor/productos.routes';
import { compradorRoutes } from './http/comprador/comprador.routes';
import { adminRoutes } from './http/admin/admin.routes';
import { correosAdminRoutes } from './http/admin/correos.routes';
import { correoBajaRoutes } from './http/publico/correo-baja.routes';
import { PREFIJO_BAJA } from './modules/correo/plantillas/plantillas';
import { programarBarridoSubidas } from './modules/media/subidas';
import { registerComercio } from './plugins/comercio';
import { vozRoutes } from './http/emprendedor/voz.routes';
import { crearSpeechToText, type SpeechToText } from './modules/voz/stt';
import { registerEnVivo } from './plugins/envivo';
import { envivoRoutes } from './http/envivo.routes';
import { registerMpSandbox } from './plugins/mp-sandbox';
import { resenasCompradorRoutes } from './http/comprador/resenas.routes';
import { resenasVendedorRoutes } from './http/emprendedor/resenas.routes';
import { resenasAdminRoutes } from './http/admin/resenas.routes';
import { resenasReportesRoutes } from './http/resenas-reportes.routes';
import { ventasCompradorRoutes } from './http/comprador/ventas.routes';
import { tiendasVisitadasRoutes } from './http/comprador/tiendas-visitadas.routes';
import { ventasVendedorRoutes } from './http/emprendedor/ventas.routes';
import { mercadoPagoWebhookRoutes } from './http/webhooks/mercadopago.routes';

// Spanish defaults for shape errors the contracts don't word themselves (a string where a list goes).
z.config(z.locales.es());

export type { Config } from './config';
export { loadConfig } from './config';
export type { Database } from './db/client';

export const PUBLIC_PREFIX = PUBLICO_PREFIJO;
/** spec §7.1 base paths by role. */
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
  // A plain function, not an async one (a promise per request on every read; issue #14).
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
  await registerSecurity(app, config);
  await registerDocs(app);
  const spaFallback = await registerStatic(app, config);
  registerNotFound(app, spaFallback);

  await app.register(healthRoutes);
  await app.register(publicRoutes, { prefix: PUBLIC_PREFIX, secretoFirma: secretoDeFirma(config) });
  await registerIdentity(app, config);
  await app.register(emprendedorRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(imagenesRoutes, { prefix: RUTA_IMAGENES_VENDEDOR, dataDir: config.dataDir });
  await app.register(aparienciaRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(catalogosRoutes, { prefix: CATALOGOS_PREFIJO });
  await app.register(promocionesRoutes, { prefix: PROMOCIONES_PREFIJO });
  await app.register(vozRoutes, { prefix: VOZ_PREFIJO, stt: opts.stt ?? crearSpeechToText(config.voz) });
  await app.register(productosVendedorRoutes, { prefix: PRODUCTOS_VENDEDOR_PREFIJO, dataDir: config.dataDir });
  await app.register(compradorRoutes, { prefix: COMPRADORES_PREFIJO });
  await app.register(tiendasVisitadasRoutes, { prefix: TIENDAS_VISITADAS_PREFIJO });
  await app.register(adminRoutes, { prefix: ADMIN_PREFIJO, usuariosLocales: config.oidc.embedded });
  await app.register(correosAdminRoutes, {
    prefix: ADMIN_PREFIJO,
    dataDir: config.dataDir,
    smtp: config.correo.smtpUrl !== undefined,
  });
  await app.register(correoBajaRoutes, { prefix: PREFIJO_BAJA });
  registerEnVivo(app);
  registerComercio(app, config, {
    ...(opts.pagosFetch ? { fetch: opts.pagosFetch } : {}),
    ...(opts.trabajador === false ? { trabajador: false } : {}),
  });
  await registerMpSandbox(app, config, opts.pagosFetch);
  await app.register(ventasCompradorRoutes, { prefix: VENTAS_COMPRADOR_PREFIJO, dataDir: config.dataDir });
  await app.register(ventasVendedorRoutes, { prefix: VENTAS_VENDEDOR_PREFIJO, dataDir: config.dataDir });
  await app.register(mercadoPagoWebhookRoutes, { prefix: '/api/v1/pagos' });
  await app.register(envivoRoutes);
  // Reviews from verified purchases (decision 038), one plugin per audience.
  await app.register(resenasCompradorRoutes, { prefix: RESENAS_COMPRADOR_PREFIJO });
  await app.register(resenasVendedorRoutes, { prefix: RESENAS_VENDEDOR_PREFIJO });
  await app.register(resenasAdminRoutes, { prefix: RESENAS_ADMIN_PREFIJO });
  await app.register(resenasReportesRoutes, { prefix: RESENAS_REPORTES_PREFIJO });
  programarBarridoSubidas(app, config.dataDir);
  return app;
}
