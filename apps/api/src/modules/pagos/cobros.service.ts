import { randomBytes } from 'node:crypto';
import type { ConexionMercadoPago, ResultadoConexionMercadoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { emprendimientoNoEncontrado, errorDe } from '../../lib/app-error';
import type { Cifrador } from '../../lib/cifrado';
import type { UserContext } from '../../lib/context';
import { interpretarId } from '../../lib/ownership';
import { tiendaDelUsuario } from '../emprendimientos/emprendimientos.queries';
import { encolar } from '../trabajos/trabajos';
import { borrarTokens, consumirEstadoOAuth, cuentaDe, guardarEstadoOAuth, guardarTokens } from './cuentas';
import { OAuthRechazado, parPkce, type ClienteOAuth, type TokensMercadoPago } from './oauth';
import { ProveedorNoDisponible } from './proveedor';

// 'Cobros' (docs/producto/pagos.md#cobros): a shop connects its own Mercado Pago account through
// the platform's OAuth application, so card payments are collected by the shop and Mercado Pago
// splits Feria's commission. Who may connect, what is kept and how long.

/** What connecting needs: the application (absent: shops cannot connect), the token seal and the URLs. */
export interface CuentasMercadoPago {
  oauth: ClienteOAuth | undefined;
  cifrador: Cifrador;
  /** Where Mercado Pago sends the seller back (registered in the application). */
  redirectUri: string;
  /** The web's 'Cobros' screen, where the callback sends the browser with the result. */
  urlCobros: string;
}

/** A pending authorization lives 10 minutes, like Mercado Pago's codes. */
export const VALIDEZ_ESTADO_MS = 10 * 60_000;
/** Job type: refresh a shop's tokens before they expire (docs/producto/pagos.md#tokens). */
export const TRABAJO_RENOVAR_CUENTA = 'pagos.renovar-cuenta-mp';
/** At most this long before the expiry, and never later than two thirds of the token's life. */
const MARGEN_RENOVACION_MS = 30 * 24 * 3_600_000;

async function tiendaPropia(ctx: UserContext, id: string) {
  const ref = interpretarId(ctx.usuario, id);
  const tienda = await tiendaDelUsuario(ctx.db, ctx.usuario.sub, ref.tipo === 'registro' ? ref.id : undefined);
  if (!tienda) throw emprendimientoNoEncontrado();
  return tienda;
}

export async function estado(ctx: UserContext, id: string, ahora = new Date()): Promise<ConexionMercadoPago> {
  const tienda = await tiendaPropia(ctx, id);
  const c = await cuentaDe(ctx.db, tienda.id);
  if (!c || c.estado !== 'conectada' || !c.mpUserId || !c.venceEn || !c.conectadaEn)
    return {
      conectado: false,
      puedeCobrar: false,
      ...(c?.motivoDesconexion
        ? { motivoDesconexion: c.motivoDesconexion as 'vendedor' | 'renovacion_rechazada' }
        : {}),
    };
  return {
    conectado: true,
    mpUserId: c.mpUserId,
    conectadoEn: c.conectadaEn.toISOString(),
    venceEn: c.venceEn.toISOString(),
    puedeCobrar: c.venceEn > ahora && tienda.estado === 'Activo',
  };
}

/** The authorization URL for this shop, with a single-use state bound to it and to the caller, and PKCE. */
export async function conectar(ctx: UserContext, id: string, cm: CuentasMercadoPago, ahora = new Date()) {
  const tienda = await tiendaPropia(ctx, id);
  if (tienda.estado === 'Eliminado') throw errorDe('EMPRENDIMIENTO_DESACTIVADO');
  if (!cm.oauth) throw errorDe('MERCADO_PAGO_SIN_APLICACION');
  const estadoOAuth = randomBytes(32).toString('base64url');
  const { verificador, desafio } = parPkce();
  await guardarEstadoOAuth(
    ctx.db,
    cm.cifrador,
    {
      estado: estadoOAuth,
      emprendimientoId: tienda.id,
      userId: ctx.usuario.sub,
      verificador,
      venceEn: new Date(ahora.getTime() + VALIDEZ_ESTADO_MS),
    },
    ahora,
  );
  return { url: cm.oauth.urlAutorizacion({ estado: estadoOAuth, desafio, redirectUri: cm.redirectUri }) };
}

/**
 * Mercado Pago sent the seller back: exchange the code and connect the shop the state names. A
 * state that is unknown, used or expired connects nothing. Answers where the browser goes next.
 */
export async function completarConexion(
  db: Database,
  cm: CuentasMercadoPago,
  q: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  ahora = new Date(),
): Promise<string> {
  const volver = (resultado: ResultadoConexionMercadoPago) => {
    const url = new URL(cm.urlCobros);
    url.searchParams.set('resultado', resultado);
    return url.toString();
  };
  if (!cm.oauth) return volver('error');
  const pendiente = q.state ? await consumirEstadoOAuth(db, cm.cifrador, q.state) : undefined;
  if (!pendiente) return volver('estado_invalido');
  if (pendiente.venceEn <= ahora) return volver('vencido');
  if (q.error === 'access_denied') return volver('cancelado');
  if (q.error || !q.code) return volver('error');
  let tokens: TokensMercadoPago;
  try {
    tokens = await cm.oauth.canjearCodigo({
      codigo: q.code,
      verificador: pendiente.verificador,
      redirectUri: cm.redirectUri,
    });
  } catch (e) {
    if (e instanceof OAuthRechazado || e instanceof ProveedorNoDisponible) return volver('error');
    throw e;
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venceEn = await guardarTokens(tx, cm.cifrador, pendiente.emprendimientoId, tokens, ahora, true);
    await programarRenovacion(tx, pendiente.emprendimientoId, ahora, venceEn);
  });
  return volver('conectado');
}

export async function desconectar(ctx: UserContext, id: string, ahora = new Date()): Promise<void> {
  const tienda = await tiendaPropia(ctx, id);
  await borrarTokens(ctx.db, tienda.id, 'vendedor', ahora);
}

/** One job per token: its key carries the expiry, so a newer token's job is a different one. */
export async function programarRenovacion(tx: Database, emprendimientoId: string, ahora: Date, venceEn: Date) {
  const vida = venceEn.getTime() - ahora.getTime();
  const en = new Date(venceEn.getTime() - Math.min(MARGEN_RENOVACION_MS, vida / 3));
  await encolar(
    tx,
    TRABAJO_RENOVAR_CUENTA,
    { emprendimientoId, venceEn: venceEn.toISOString() },
    { en, clave: `renovar-mp:${emprendimientoId}:${venceEn.toISOString()}` },
  );
}
