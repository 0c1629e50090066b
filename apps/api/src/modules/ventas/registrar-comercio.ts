import type { FastifyInstance } from 'fastify';
import { RUTA_WEBHOOK_MERCADOPAGO } from '@feria/contracts';
import type { Config } from '../../config';
import { mercadoPago } from '../pagos/mercadopago';
import { cuentasMercadoPagoDe, registrarCuentasMercadoPago } from '../pagos/conexion';
import { manejadoresDeCuentasMercadoPago } from '../pagos/renovacion';
import type { Comercio } from './comercio';
import { manejadoresDeComercio } from './trabajos-comercio';
import { manejadoresDeReacciones, programarPoda } from '../../reacciones';
import { iniciarTrabajador, type Trabajador } from '../trabajos/trabajos';

declare module 'fastify' {
  interface FastifyInstance {
    comercio: Comercio;
  }
}

export interface OpcionesComercio {
  /** How the API reaches Mercado Pago (tests route it to the in-process sandbox). */
  fetch?: typeof fetch;
  /** false: no background worker (tests run the queue themselves with procesarPendientes). */
  trabajador?: boolean;
}

/** Where this process serves the embedded sandbox, as the API reaches it. */
export const urlSandboxLocal = (config: Config) => `http://127.0.0.1:${config.port}/_sandbox/mp`;
export const urlPublicaDe = (config: Config) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
/** Where Mercado Pago posts: PUBLIC_URL, else this process on loopback (the embedded sandbox). */
const urlNotificacionDe = (config: Config) =>
  `${config.publicUrl ? urlPublicaDe(config) : `http://127.0.0.1:${config.port}`}${RUTA_WEBHOOK_MERCADOPAGO}`;

/**
 * Orders and payments (docs/arquitectura.md#mercado-pago-sandbox, "Persistence"): the Mercado Pago adapter (the
 * real one or this process's sandbox, by configuration only) and the job worker that expires
 * reservations and applies payment notifications.
 */
export function registerComercio(app: FastifyInstance, config: Config, opts: OpcionesComercio = {}): void {
  const urlPublica = urlPublicaDe(config);
  let trabajador: Trabajador | undefined;
  // Shops connected to their own Mercado Pago account (docs/producto/pagos.md#cobros).
  const cuentas = cuentasMercadoPagoDe(
    config,
    { api: config.pagos.baseUrl ?? urlSandboxLocal(config), publica: urlPublica },
    opts.fetch,
  );
  const comercio: Comercio = {
    proveedor: mercadoPago({
      baseUrl: config.pagos.baseUrl ?? urlSandboxLocal(config),
      accessToken: config.pagos.accessToken,
      webhookSecret: config.pagos.webhookSecret,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    }),
    cuentas,
    modoPagos: config.pagos.baseUrl ? 'produccion' : 'sandbox',
    urlPublica,
    urlPublicaFija: config.publicUrl !== undefined,
    urlNotificacion: urlNotificacionDe(config),
    reservaMercadoPagoMs: config.pagos.reservaMercadoPagoMs,
    reservaTransferenciaMs: config.pagos.reservaTransferenciaMs,
    dataDir: config.dataDir,
    despertarTrabajos: () => trabajador?.despertar(),
  };
  app.decorate('comercio', comercio);
  registrarCuentasMercadoPago(app, cuentas);
  if (opts.trabajador === false) return;
  app.addHook('onReady', async () => {
    await programarPoda(app.db, new Date());
    trabajador = iniciarTrabajador(
      app.db,
      {
        ...manejadoresDeComercio(comercio),
        ...manejadoresDeCuentasMercadoPago(cuentas),
        ...manejadoresDeReacciones(config),
      },
      {
        intervaloMs: config.trabajosIntervaloMs,
        alFallar: (error) => app.log.error({ err: error }, 'la cola de trabajos falló'),
      },
    );
  });
  // A change's reactions (docs/producto/eventos.md) run right after it rather than at the next tick.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') trabajador?.despertar();
  });
  // Before the database closes (an onClose hook): the batch running finishes first.
  app.addHook('preClose', async () => trabajador?.detener());
}
