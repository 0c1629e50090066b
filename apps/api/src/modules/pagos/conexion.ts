import type { FastifyInstance } from 'fastify';
import { PAGINA_COBROS, RUTA_CALLBACK_OAUTH_MERCADOPAGO } from '@feria/contracts';
import type { Config } from '../../config';
import { cifrador, claveDe, claveGuardada } from '../../lib/cifrado';
import type { CuentasMercadoPago } from './cobros.service';
import { clienteOAuth } from './oauth';

declare module 'fastify' {
  interface FastifyInstance {
    cuentasMercadoPago: CuentasMercadoPago;
  }
}

/**
 * The shops' connection to Mercado Pago from the configuration (docs/producto/pagos.md#cobros,
 * #tokens): the platform's application (the sandbox's in embedded mode), the key that seals the
 * tokens (MP_TOKEN_KEY, else the one kept in DATA_DIR), and the URLs the seller goes through.
 */
export function cuentasMercadoPagoDe(
  config: Config,
  urls: { api: string; publica: string },
  fetch?: typeof globalThis.fetch,
): CuentasMercadoPago {
  const o = config.mercadoPagoOAuth;
  const actual = o?.claveTokens ? claveDe(o.claveTokens) : claveGuardada(config.dataDir);
  const anteriores = (o?.clavesAnteriores ?? []).map((k) => claveDe(k, 'MP_TOKEN_KEYS_ANTERIORES'));
  return {
    oauth: o
      ? clienteOAuth({
          clientId: o.clientId,
          clientSecret: o.clientSecret,
          authUrl: o.authUrl,
          apiUrl: urls.api,
          ...(fetch ? { fetch } : {}),
        })
      : undefined,
    cifrador: cifrador(actual, anteriores),
    redirectUri: o?.redirectUri ?? `${urls.publica}${RUTA_CALLBACK_OAUTH_MERCADOPAGO}`,
    urlCobros: `${urls.publica}${PAGINA_COBROS}`,
  };
}

export function registrarCuentasMercadoPago(app: FastifyInstance, cm: CuentasMercadoPago): void {
  app.decorate('cuentasMercadoPago', cm);
}
