import { createHash } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mercadopagoCuentas, mercadopagoOauthEstados } from '../../db/schema';
import type { Cifrador } from '../../lib/cifrado';
import type { TokensMercadoPago } from './oauth';

// The shops' Mercado Pago accounts and pending authorizations (app.mercadopago_cuentas,
// app.mercadopago_oauth_estados; this module is their only reader and writer). Tokens and PKCE
// verifiers go in sealed (docs/producto/pagos.md#tokens) and come out only to call Mercado Pago.

export type EstadoCuenta = 'conectada' | 'desconectada';

export interface CuentaMercadoPago {
  emprendimientoId: string;
  estado: EstadoCuenta;
  mpUserId: string | null;
  venceEn: Date | null;
  conectadaEn: Date | null;
  motivoDesconexion: string | null;
}

const publica = {
  emprendimientoId: mercadopagoCuentas.emprendimientoId,
  estado: mercadopagoCuentas.estado,
  mpUserId: mercadopagoCuentas.mpUserId,
  venceEn: mercadopagoCuentas.venceEn,
  conectadaEn: mercadopagoCuentas.conectadaEn,
  motivoDesconexion: mercadopagoCuentas.motivoDesconexion,
};

export async function cuentaDe(db: Database, emprendimientoId: string): Promise<CuentaMercadoPago | undefined> {
  const [fila] = await db
    .select(publica)
    .from(mercadopagoCuentas)
    .where(eq(mercadopagoCuentas.emprendimientoId, emprendimientoId));
  return fila && { ...fila, estado: fila.estado as EstadoCuenta };
}

/** The connected account's tokens, opened (to call Mercado Pago), with the row locked when in a transaction. */
export async function tokensDe(
  tx: Database,
  cifrador: Cifrador,
  emprendimientoId: string,
  bloquear = false,
): Promise<{ accessToken: string; refreshToken: string; mpUserId: string; venceEn: Date } | undefined> {
  const q = tx
    .select({
      estado: mercadopagoCuentas.estado,
      accessToken: mercadopagoCuentas.accessToken,
      refreshToken: mercadopagoCuentas.refreshToken,
      mpUserId: mercadopagoCuentas.mpUserId,
      venceEn: mercadopagoCuentas.venceEn,
    })
    .from(mercadopagoCuentas)
    .where(eq(mercadopagoCuentas.emprendimientoId, emprendimientoId));
  const [f] = bloquear ? await q.for('update') : await q;
  if (!f || f.estado !== 'conectada' || !f.accessToken || !f.refreshToken || !f.mpUserId || !f.venceEn)
    return undefined;
  return {
    accessToken: cifrador.abrir(f.accessToken),
    refreshToken: cifrador.abrir(f.refreshToken),
    mpUserId: f.mpUserId,
    venceEn: f.venceEn,
  };
}

/** Connects the shop (or replaces its tokens after a refresh), sealing the tokens. */
export async function guardarTokens(
  tx: Database,
  cifrador: Cifrador,
  emprendimientoId: string,
  t: TokensMercadoPago,
  ahora: Date,
  conectadaAhora: boolean,
): Promise<Date> {
  const venceEn = new Date(ahora.getTime() + t.expiraEnS * 1000);
  const valores = {
    estado: 'conectada',
    mpUserId: t.mpUserId,
    accessToken: cifrador.sellar(t.accessToken),
    refreshToken: cifrador.sellar(t.refreshToken),
    idClave: cifrador.idClave,
    venceEn,
    motivoDesconexion: null,
    actualizadaEn: ahora,
    ...(conectadaAhora ? { conectadaEn: ahora } : {}),
  };
  await tx
    .insert(mercadopagoCuentas)
    .values({ emprendimientoId, conectadaEn: ahora, ...valores })
    .onConflictDoUpdate({ target: mercadopagoCuentas.emprendimientoId, set: valores });
  return venceEn;
}

/** Disconnects the shop: the tokens are erased, the row says why. */
export async function borrarTokens(tx: Database, emprendimientoId: string, motivo: string, ahora: Date) {
  const filas = await tx
    .update(mercadopagoCuentas)
    .set({
      estado: 'desconectada',
      accessToken: null,
      refreshToken: null,
      idClave: null,
      venceEn: null,
      motivoDesconexion: motivo,
      actualizadaEn: ahora,
    })
    .where(and(eq(mercadopagoCuentas.emprendimientoId, emprendimientoId), eq(mercadopagoCuentas.estado, 'conectada')))
    .returning({ id: mercadopagoCuentas.emprendimientoId });
  return filas.length > 0;
}

/** The `state` is kept only as its hash: a database dump cannot complete someone's authorization. */
const hashEstado = (estado: string) => createHash('sha256').update(estado).digest('hex');

export async function guardarEstadoOAuth(
  db: Database,
  cifrador: Cifrador,
  e: { estado: string; emprendimientoId: string; userId: string; verificador: string; venceEn: Date },
  ahora: Date,
): Promise<void> {
  // Old pending authorizations are of no use to anyone: dropped as new ones are made.
  await db.delete(mercadopagoOauthEstados).where(lt(mercadopagoOauthEstados.venceEn, ahora));
  await db.insert(mercadopagoOauthEstados).values({
    estadoHash: hashEstado(e.estado),
    emprendimientoId: e.emprendimientoId,
    userId: e.userId,
    verificador: cifrador.sellar(e.verificador),
    venceEn: e.venceEn,
  });
}

/** Takes a pending authorization out (single use: a second call with the same state finds nothing). */
export async function consumirEstadoOAuth(
  db: Database,
  cifrador: Cifrador,
  estado: string,
): Promise<{ emprendimientoId: string; userId: string; verificador: string; venceEn: Date } | undefined> {
  const [f] = await db
    .delete(mercadopagoOauthEstados)
    .where(eq(mercadopagoOauthEstados.estadoHash, hashEstado(estado)))
    .returning();
  if (!f) return undefined;
  return {
    emprendimientoId: f.emprendimientoId,
    userId: f.userId,
    verificador: cifrador.abrir(f.verificador),
    venceEn: f.venceEn,
  };
}

/**
 * The access token of the connected account of Mercado Pago user `mpUserId` (the collector of a
 * shop's payments: webhooks name it, refunds need it). Undefined when no shop is connected with it.
 */
export async function tokenDeUsuarioMp(
  db: Database,
  cifrador: Cifrador,
  mpUserId: string,
): Promise<string | undefined> {
  const [f] = await db
    .select({ accessToken: mercadopagoCuentas.accessToken })
    .from(mercadopagoCuentas)
    .where(and(eq(mercadopagoCuentas.mpUserId, mpUserId), eq(mercadopagoCuentas.estado, 'conectada')))
    .orderBy(desc(mercadopagoCuentas.actualizadaEn))
    .limit(1);
  return f?.accessToken ? cifrador.abrir(f.accessToken) : undefined;
}
