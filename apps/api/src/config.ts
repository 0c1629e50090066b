import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { claveDe } from './lib/cifrado';

/** Repository root, from this file's location: `npm start` runs with cwd apps/api. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? defaultValue : v === 'true' || v === '1'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag(true),
  WEB_DIST: z.string().min(1).optional(),
  /** The server render of the public pages (decision 049); default apps/web/dist-ssr/entry-server.js, `off` to send them unrendered. */
  WEB_SSR: z.string().min(1).optional(),
  /**
   * Default: info with PostgreSQL (production: one JSON line per request), warn with the embedded
   * database (a terminal a person reads: progress and the demo accounts in plain text, then only
   * warnings and errors).
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  PUBLIC_URL: z.url().optional(),
  /** Requests per minute per IP; 0 turns the limiter off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  /**
   * The limits' counters (rate limits, identity form throttles) in Redis instead of PostgreSQL
   * (decision 093): redis://[:password@]host:port[/db], or rediss:// for TLS.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL tiene que ser una URL redis:// o rediss://' }).optional(),
  /**
   * GET /metrics in Prometheus format (decision 089): with METRICS_TOKEN it answers to
   * `Authorization: Bearer <token>`; with METRICS_PORT the metrics are also served without a token
   * on that port (METRICS_HOST, default 127.0.0.1). Neither: no metrics.
   */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN tiene que tener al menos 16 caracteres').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Behind a load balancer: trust X-Forwarded-For so rate limits apply per client. */
  TRUST_PROXY: booleanFlag(false),
  /** How long home aggregates (statistics, featured shops, listing total) may be reused; 0 = never. */
  CACHE_TTL_SECONDS: z.coerce.number().min(0).default(30),
  /** Identity (docs/arquitectura.md#identidad): issuer of the access tokens; default `${PUBLIC_URL}/auth/realms/feria`. */
  OIDC_ISSUER: z.url().optional(),
  /** Where the API fetches the signing keys; unset in embedded mode (keys read in-process). */
  OIDC_JWKS_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('frontend'),
  /**
   * Audience(s) an access token must name in `aud`, comma-separated. Default: the embedded server's
   * API resource (urn:feria:api); with a real Keycloak, unset = not checked (see README "Keycloak").
   */
  OIDC_AUDIENCE: z.string().optional(),
  /** How long an instance may reuse an account's checked state (enabled, roles, session); 0 = never. */
  ACCOUNT_STATE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** true: this process serves the identity server at /auth; false: a real Keycloak does. */
  IDENTITY_EMBEDDED: booleanFlag(true),
  NODE_ENV: z.string().optional(),
  /** Payments (docs/arquitectura.md#mercado-pago-sandbox): the platform's Mercado Pago credentials. */
  MP_ACCESS_TOKEN: z.string().min(1).optional(),
  MP_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Mercado Pago's API; default the embedded sandbox at /_sandbox/mp of this process. */
  MP_BASE_URL: z.url().optional(),
  /**
   * Serve the embedded Mercado Pago sandbox (decision 062): default on without credentials (off with
   * NODE_ENV=production); real credentials switch it off, and MP_SANDBOX=true with them is refused.
   */
  MP_SANDBOX: z.enum(['true', 'false', '1', '0']).optional(),
  /** How long an unpaid order holds its stock. */
  RESERVA_MERCADOPAGO_MINUTOS: z.coerce.number().positive().default(30),
  RESERVA_TRANSFERENCIA_HORAS: z.coerce.number().positive().default(72),
  /** How often the job worker looks for due jobs (ms). */
  TRABAJOS_INTERVALO_MS: z.coerce.number().int().min(50).default(1000),
  /** E-mail (modules/correo): unset = each mail is written to DATA_DIR/outbox as an .eml file. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL tiene que ser smtp://usuario:clave@servidor:puerto o smtps://…' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'MAIL_FROM tiene que ser una dirección, p. ej. Feria <no-responder@tu-dominio>',
    )
    .default('Feria <no-responder@feria.local>'),
  /**
   * Speech to text for the voice dialog (modules/voz): `openai-compatible` posts the WAV to
   * STT_URL (any /v1/audio/transcriptions server); `browser` uses the transcript the browser
   * sends; `none` answers that voice needs configuration (typed commands always work).
   */
  STT_ENGINE: z.enum(['openai-compatible', 'browser', 'none']).optional(),
  STT_URL: z
    .url({ protocol: /^https?$/, error: 'STT_URL tiene que ser http(s)://servidor/v1/audio/transcriptions' })
    .optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * Signs the links the mails carry that act without an account (today: confirming a Botón de
   * arrepentimiento request, decision 061). Unset: generated once and kept in DATA_DIR/secreto-firma.
   * Several instances behind a load balancer need the same value in all of them.
   */
  SIGNING_SECRET: z.string().trim().min(32, 'SIGNING_SECRET tiene que tener al menos 32 caracteres').optional(),
  /**
   * Shops paid into their own Mercado Pago account (docs/producto/pagos.md#cobros): the platform's
   * application (id, secret, the redirect URI registered in it) and the key that seals the shops'
   * tokens (base64 of 32 bytes; docs/producto/pagos.md#tokens). With real credentials all four
   * (the redirect URI may come from PUBLIC_URL) or none; the sandbox has its own defaults.
   */
  MP_CLIENT_ID: z.string().trim().min(1).optional(),
  MP_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MP_REDIRECT_URI: z.url({ protocol: /^https?$/, error: 'MP_REDIRECT_URI tiene que ser una URL http(s)' }).optional(),
  /** Where the seller authorizes; default https://auth.mercadopago.com (the sandbox's page in embedded mode). */
  MP_AUTH_URL: z.url({ protocol: /^https?$/, error: 'MP_AUTH_URL tiene que ser una URL http(s)' }).optional(),
  MP_TOKEN_KEY: z.string().trim().min(1).optional(),
  /** Keys sealed tokens may still be under after a rotation, comma-separated (opened, never used to seal). */
  MP_TOKEN_KEYS_ANTERIORES: z.string().optional(),
  /**
   * Where stored files live (decision 088): `local` (default) the data dir; `s3` an S3-compatible
   * bucket (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; S3_ENDPOINT for one that
   * is not AWS; S3_PUBLIC_URL when a CDN serves the public images).
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT tiene que ser una URL http(s)' }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL tiene que ser una URL http(s)' }).optional(),
  /**
   * Web push (decision 096): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it), both or neither; neither: a pair generated once and kept in the database, so every
   * instance on it signs with the same one. VAPID_SUBJECT: mailto: or https: contact for the push
   * services; default the MAIL_FROM address.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'VAPID_PUBLIC_KEY tiene que ser la clave pública en base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'VAPID_PRIVATE_KEY tiene que ser la clave privada en base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT tiene que ser mailto:direccion o una URL https://')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  webDist: string;
  /** The web's server-render module (decision 049), or undefined: pages are sent unrendered. */
  webSsr: string | undefined;
  logLevel: string;
  publicUrl: string | undefined;
  rateLimitMax: number;
  /** REDIS_URL: the limits' counters in Redis (decision 093); undefined: PostgreSQL, or memory on PGlite. */
  redisUrl: string | undefined;
  /** METRICS_TOKEN, METRICS_PORT, METRICS_HOST (decision 089). */
  metricas: { token: string | undefined; puerto: number | undefined; host: string };
  trustProxy: boolean;
  cacheTtlMs: number;
  oidc: {
    issuer: string;
    jwksUrl: string | undefined;
    clientId: string;
    embedded: boolean;
    audience: string[] | undefined;
  };
  accountStateTtlMs: number;
  pagos: {
    /** Whether this process serves the embedded Mercado Pago sandbox at /_sandbox/mp (never beside real credentials). */
    sandbox: boolean;
    /** Unset exactly when `sandbox`: the sandbox of this process (http://127.0.0.1:PORT/_sandbox/mp). */
    baseUrl: string | undefined;
    accessToken: string;
    webhookSecret: string;
    reservaMercadoPagoMs: number;
    reservaTransferenciaMs: number;
  };
  trabajosIntervaloMs: number;
  correo: {
    /** Unset: mails go to DATA_DIR/outbox (and the admin's outbox page shows them). */
    smtpUrl: string | undefined;
    remitente: string;
  };
  voz: {
    motor: 'openai-compatible' | 'browser' | 'none';
    url: string | undefined;
    apiKey: string | undefined;
    modelo: string;
    timeoutMs: number;
  };
  /** SIGNING_SECRET; unset: the one kept in DATA_DIR (lib/secreto-firma.ts). */
  secretoFirma: string | undefined;
  /**
   * The platform's Mercado Pago application, through which shops connect their own account
   * (docs/producto/pagos.md#cobros); undefined with real credentials and no application configured
   * (shops cannot connect; decision 083).
   */
  mercadoPagoOAuth: OAuthMercadoPago | undefined;
  /** STORAGE and S3_* (decision 088): the data dir, or an S3-compatible bucket. */
  almacenamiento: ConfigAlmacenamiento;
  /** Web push (decision 096). */
  push: ConfigPush;
}

export interface ConfigPush {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined: the pair kept in the database. */
  vapid: { publica: string; privada: string } | undefined;
  /** VAPID_SUBJECT, or mailto: the MAIL_FROM address. */
  sujeto: string;
  /** Outside production a subscription may point at loopback (tests' local push service). */
  permitirLoopback: boolean;
}

export type ConfigAlmacenamiento =
  | { tipo: 'local' }
  | {
      tipo: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string | undefined;
    };

export interface OAuthMercadoPago {
  clientId: string;
  clientSecret: string;
  /** Base of the authorization page (`<authUrl>/authorization`). */
  authUrl: string;
  /** Where Mercado Pago sends the seller back; undefined: this process's callback on its public URL. */
  redirectUri: string | undefined;
  /** MP_TOKEN_KEY; undefined in embedded mode: the key kept in DATA_DIR (lib/cifrado.ts). */
  claveTokens: string | undefined;
  clavesAnteriores: string[];
}

/** Credentials of the embedded sandbox only (it accepts them and nothing real does). */
export const SANDBOX_ACCESS_TOKEN = 'TEST-feria-sandbox-access-token';
export const SANDBOX_WEBHOOK_SECRET = 'feria-sandbox-webhook-secret';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuración inválida en ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    webSsr:
      e.WEB_SSR === 'off'
        ? undefined
        : path.resolve(e.WEB_SSR ?? path.join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js')),
    logLevel: e.LOG_LEVEL ?? (e.DATABASE_URL ? 'info' : 'warn'),
    publicUrl: e.PUBLIC_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    metricas: { token: e.METRICS_TOKEN, puerto: e.METRICS_PORT, host: e.METRICS_HOST },
    trustProxy: e.TRUST_PROXY,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    oidc: {
      issuer:
        e.OIDC_ISSUER ?? `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')}/auth/realms/feria`,
      jwksUrl: e.OIDC_JWKS_URL,
      clientId: e.OIDC_CLIENT_ID,
      embedded: e.IDENTITY_EMBEDDED,
      audience: audiences(e.OIDC_AUDIENCE, e.IDENTITY_EMBEDDED),
    },
    accountStateTtlMs: e.ACCOUNT_STATE_CACHE_SECONDS * 1000,
    pagos: pagosDe(e),
    trabajosIntervaloMs: e.TRABAJOS_INTERVALO_MS,
    correo: { smtpUrl: e.SMTP_URL, remitente: e.MAIL_FROM },
    voz: vozDe(e),
    secretoFirma: e.SIGNING_SECRET,
    mercadoPagoOAuth: oauthDe(e),
    almacenamiento: almacenamientoDe(e),
    push: pushDe(e),
  };
}

/** VAPID keys go together (decision 096); the subject defaults to the sender's address. */
function pushDe(e: z.output<typeof envSchema>): ConfigPush {
  const { VAPID_PUBLIC_KEY: publica, VAPID_PRIVATE_KEY: privada } = e;
  if ((publica === undefined) !== (privada === undefined))
    throw new Error('Configuración inválida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas (o ninguna de las dos).');
  const direccion = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapid: publica && privada ? { publica, privada } : undefined,
    sujeto: e.VAPID_SUBJECT ?? `mailto:${direccion}`,
    permitirLoopback: e.NODE_ENV !== 'production',
  };
}

/** STORAGE=s3 needs the bucket, its region and the keys; a missing one stops the start naming it. */
function almacenamientoDe(e: z.output<typeof envSchema>): ConfigAlmacenamiento {
  if (e.STORAGE === 'local') return { tipo: 'local' };
  const claves = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const faltan = claves.filter((k) => e[k] === undefined);
  if (faltan.length > 0)
    throw new Error(
      `Configuración inválida: STORAGE=s3 necesita ${claves.join(', ')} (y S3_ENDPOINT si el almacenamiento no es AWS); falta ${faltan.join(' y ')}.`,
    );
  return {
    tipo: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** The embedded sandbox's application (apps/mp-sandbox: CLIENT_ID, CLIENT_SECRET). */
export const SANDBOX_CLIENT_ID = '6295877106812064';
export const SANDBOX_CLIENT_SECRET = 'TEST-sandbox-client-secret-feria';
export const MERCADO_PAGO_AUTH = 'https://auth.mercadopago.com';

/**
 * docs/producto/pagos.md#cobros: with the sandbox, its application and a key kept in DATA_DIR;
 * with real credentials, MP_CLIENT_ID, MP_CLIENT_SECRET and MP_TOKEN_KEY together (and a redirect
 * URI: MP_REDIRECT_URI or PUBLIC_URL), or none of them (decision 083: shops then cannot connect).
 */
function oauthDe(e: z.output<typeof envSchema>): OAuthMercadoPago | undefined {
  const anteriores = (e.MP_TOKEN_KEYS_ANTERIORES ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  const reales = e.MP_ACCESS_TOKEN !== undefined;
  const claves = ['MP_CLIENT_ID', 'MP_CLIENT_SECRET', 'MP_TOKEN_KEY'] as const;
  const puestas = claves.filter((k) => e[k] !== undefined);
  if (reales && puestas.length === 0) return undefined;
  if (reales && puestas.length < claves.length) {
    const faltan = claves.filter((k) => e[k] === undefined);
    throw new Error(
      `Configuración inválida: para que los emprendimientos conecten su cuenta de Mercado Pago hacen falta ${claves.join(', ')}; falta ${faltan.join(' y ')}.`,
    );
  }
  if (reales && !e.MP_REDIRECT_URI && !e.PUBLIC_URL)
    throw new Error(
      'Configuración inválida: falta MP_REDIRECT_URI (o PUBLIC_URL) con la dirección de vuelta registrada en la aplicación de Mercado Pago.',
    );
  if (e.MP_TOKEN_KEY) claveDe(e.MP_TOKEN_KEY);
  anteriores.forEach((k) => claveDe(k, 'MP_TOKEN_KEYS_ANTERIORES'));
  const publica = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    clientId: e.MP_CLIENT_ID ?? SANDBOX_CLIENT_ID,
    clientSecret: e.MP_CLIENT_SECRET ?? SANDBOX_CLIENT_SECRET,
    authUrl: (e.MP_AUTH_URL ?? (reales ? MERCADO_PAGO_AUTH : `${publica}/_sandbox/mp`)).replace(/\/+$/, ''),
    redirectUri: e.MP_REDIRECT_URI,
    claveTokens: e.MP_TOKEN_KEY,
    clavesAnteriores: anteriores,
  };
}

function vozDe(e: z.output<typeof envSchema>): Config['voz'] {
  const motor = e.STT_ENGINE ?? (e.STT_URL ? 'openai-compatible' : 'browser');
  if (motor === 'openai-compatible' && !e.STT_URL)
    throw new Error('Configuración inválida: STT_ENGINE=openai-compatible necesita STT_URL');
  return { motor, url: e.STT_URL, apiKey: e.STT_API_KEY, modelo: e.STT_MODEL, timeoutMs: e.STT_TIMEOUT_MS };
}

/**
 * Which payments are live (decision 062). The sandbox approves payments with no money moved, so it
 * never runs beside real credentials: MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (always together) mean
 * Mercado Pago; the sandbox runs only without them, by default outside production or with an
 * explicit MP_SANDBOX=true. Any other combination stops the start with the setting to fix.
 */
function pagosDe(e: z.output<typeof envSchema>): Config['pagos'] {
  const reservas = {
    reservaMercadoPagoMs: e.RESERVA_MERCADOPAGO_MINUTOS * 60_000,
    reservaTransferenciaMs: e.RESERVA_TRANSFERENCIA_HORAS * 3_600_000,
  };
  const pedido = e.MP_SANDBOX === undefined ? undefined : e.MP_SANDBOX === 'true' || e.MP_SANDBOX === '1';
  const reales = (['MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET', 'MP_BASE_URL'] as const).filter((k) => e[k] !== undefined);
  if (reales.length > 0) {
    if (pedido === true) {
      throw new Error(
        `Configuración inválida: MP_SANDBOX=true no se combina con ${reales.join(' ni ')} (el sandbox de demostración aprueba pagos sin cobrar). Quitá MP_SANDBOX para cobrar con Mercado Pago, o quitá ${reales.join(' y ')} para la demostración.`,
      );
    }
    if (e.MP_ACCESS_TOKEN === undefined || e.MP_WEBHOOK_SECRET === undefined) {
      const faltan = (['MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET'] as const).filter((k) => e[k] === undefined);
      throw new Error(
        `Configuración inválida: está configurado Mercado Pago (${reales.join(', ')}) pero falta ${faltan.join(' y ')}. Sin las dos credenciales no se puede cobrar, y con alguna puesta el sandbox de demostración no arranca.`,
      );
    }
    return {
      sandbox: false,
      baseUrl: e.MP_BASE_URL ?? MERCADO_PAGO_API,
      accessToken: e.MP_ACCESS_TOKEN,
      webhookSecret: e.MP_WEBHOOK_SECRET,
      ...reservas,
    };
  }
  const sandbox = pedido ?? e.NODE_ENV !== 'production';
  if (!sandbox) {
    const por = pedido === false ? 'con MP_SANDBOX=false' : 'con NODE_ENV=production';
    throw new Error(
      `Configuración inválida: ${por} el sandbox de demostración está apagado y hacen falta MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET de Mercado Pago (o MP_SANDBOX=true para una demostración que no cobra).`,
    );
  }
  return {
    sandbox: true,
    baseUrl: undefined,
    accessToken: SANDBOX_ACCESS_TOKEN,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    ...reservas,
  };
}

export const MERCADO_PAGO_API = 'https://api.mercadopago.com';

/** The start-up line that says which payments are live (main.ts). */
export function modoDePagos(pagos: Config['pagos']): string {
  if (pagos.sandbox) {
    return 'Pagos: sandbox de demostración de Mercado Pago en /_sandbox/mp (no cobra nada: "Aprobar pago" marca el pedido como pagado sin mover dinero). Para cobrar de verdad, definí MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET.';
  }
  return `Pagos: Mercado Pago real (${pagos.baseUrl ?? MERCADO_PAGO_API}); el sandbox de demostración está apagado.`;
}

/** The embedded server's access tokens are for the API resource (apps/identity API_RESOURCE). */
export const EMBEDDED_AUDIENCE = 'urn:feria:api';

function audiences(value: string | undefined, embedded: boolean): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (list.length > 0) return list;
  return embedded ? [EMBEDDED_AUDIENCE] : undefined;
}
