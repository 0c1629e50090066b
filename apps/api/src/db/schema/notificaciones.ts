import { boolean, index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * A device's web push subscription (modules/notificaciones, docs/producto/notificaciones.md): one
 * row per browser endpoint, owned by the user who opted in from that device. A push service's 404
 * or 410 removes it.
 */
export const pushSuscripciones = appSchema.table(
  'push_suscripciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short description of the device ('Chrome en Android'), shown in the profile. */
    dispositivo: text('dispositivo'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    ultimoEnvioEn: timestamp('ultimo_envio_en', { withTimezone: true }),
  },
  (t) => [index('push_suscripciones_user_idx').on(t.userId)],
);

/**
 * A user's choice per kind of notice (docs/producto/notificaciones.md#preferencias): e-mail and
 * push each on or off. No row: the kind's default.
 */
export const notificacionPreferencias = appSchema.table(
  'notificacion_preferencias',
  {
    userId: text('user_id').notNull(),
    clase: text('clase').notNull(),
    correo: boolean('correo').notNull(),
    push: boolean('push').notNull(),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clase] })],
);
