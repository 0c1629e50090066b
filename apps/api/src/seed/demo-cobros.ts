import { emitirTokensDemo, VENDEDORES_DEMO, type MpSandboxDb } from '@feria/mp-sandbox';
import type { Config } from '../config';
import { SANDBOX_CLIENT_ID } from '../config';
import type { Database } from '../db/client';
import { cifrador, claveGuardada, type Cifrador } from '../lib/cifrado';
import { programarRenovacion } from '../modules/pagos/cobros.service';
import { guardarTokens } from '../modules/pagos/cuentas';

// docs/producto/demo.md#cobros: with the embedded sandbox, the demo shops start connected to their
// own sandbox seller account (one each), so a card purchase is collected by the shop and split like
// a real one; the shop marked `soloTransferencia` stays unconnected. Never with real Mercado Pago.

/** What connecting needs: the key that seals the tokens and the application they are issued for. */
export interface CobrosDemo {
  cifrador: Cifrador;
  clientId: string;
}

/** Only with the sandbox and its application; with real Mercado Pago no demo shop is connected. */
export function cobrosDemoDe(config: Config, c: Cifrador): CobrosDemo | undefined {
  if (!config.pagos.sandbox || !config.mercadoPagoOAuth) return undefined;
  return { cifrador: c, clientId: config.mercadoPagoOAuth.clientId };
}

/** The sandbox's defaults with the key kept in `dataDir`, as an embedded app there seals with. */
export const cobrosDemoDeSandbox = (dataDir: string): CobrosDemo => ({
  cifrador: cifrador(claveGuardada(dataDir)),
  clientId: SANDBOX_CLIENT_ID,
});

export interface TiendaACobrar {
  emprendimientoId: string;
  soloTransferencia: boolean;
}

/** Connects each shop that takes Mercado Pago to the next demo seller, in the seed's transaction. */
export async function conectarTiendasDemo(
  tx: Database,
  cobros: CobrosDemo,
  tiendas: readonly TiendaACobrar[],
  ahora: Date,
): Promise<void> {
  const conectadas = tiendas.filter((t) => !t.soloTransferencia);
  if (conectadas.length > VENDEDORES_DEMO)
    throw new Error(
      `La demo tiene ${conectadas.length} tiendas con Mercado Pago y el sandbox ${VENDEDORES_DEMO} vendedores`,
    );
  for (const [n, t] of conectadas.entries()) {
    const tokens = await emitirTokensDemo(tx as unknown as MpSandboxDb, n, { ahora, clientId: cobros.clientId });
    const venceEn = await guardarTokens(
      tx,
      cobros.cifrador,
      t.emprendimientoId,
      {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        mpUserId: String(tokens.userId),
        expiraEnS: tokens.expiresIn,
      },
      ahora,
      true,
    );
    await programarRenovacion(tx, t.emprendimientoId, ahora, venceEn);
  }
}
