import { sql } from 'drizzle-orm';
import { check, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';

/**
 * A shop's own Mercado Pago account (modules/pagos, docs/producto/pagos.md#cobros): the seller's
 * Mercado Pago user and its OAuth tokens, sealed with lib/cifrado.ts (never in plain text). A shop
 * that disconnects, or whose refresh Mercado Pago refused, keeps its row without tokens.
 */
export const mercadopagoCuentas = appSchema.table(
  'mercadopago_cuentas',
  {
    emprendimientoId: uuid('emprendimiento_id')
      .primaryKey()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    mpUserId: text('mp_user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    /** Id of the key both tokens are sealed with (rotation: which rows still use an old key). */
    idClave: text('id_clave'),
    venceEn: timestamp('vence_en', { withTimezone: true }),
    conectadaEn: timestamp('conectada_en', { withTimezone: true }),
    /** Why it is disconnected ('vendedor', 'renovacion_rechazada'). */
    motivoDesconexion: text('motivo_desconexion'),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mercadopago_cuentas_estado_ck', sql`${t.estado} in ('conectada', 'desconectada')`),
    check(
      'mercadopago_cuentas_tokens_ck',
      sql`(${t.estado} = 'conectada') = (${t.accessToken} is not null and ${t.refreshToken} is not null and ${t.mpUserId} is not null and ${t.venceEn} is not null)`,
    ),
    index('mercadopago_cuentas_mp_user_idx').on(t.mpUserId),
  ],
);

/** A pending authorization: single use, bound to the shop and the user that asked, 10 minutes. */
export const mercadopagoOauthEstados = appSchema.table('mercadopago_oauth_estados', {
  /** SHA-256 (hex) of the `state` sent to Mercado Pago: the row alone cannot be replayed. */
  estadoHash: text('estado_hash').primaryKey(),
  emprendimientoId: uuid('emprendimiento_id')
    .notNull()
    .references(() => emprendimientos.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  /** PKCE verifier, sealed like the tokens. */
  verificador: text('verificador').notNull(),
  venceEn: timestamp('vence_en', { withTimezone: true }).notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});
