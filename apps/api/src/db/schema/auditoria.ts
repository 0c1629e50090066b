import { bigserial, index, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccionAuditoria, EstadoAuditado } from '@feria/contracts';
import { appSchema } from './app-schema';

/**
 * Admin audit log: who did what to which account or solicitud, when, and the
 * audited fields before and after. Written in the same transaction as the action; never updated.
 */
export const auditoria = appSchema.table(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** Identity `sub` of the admin, and the e-mail its token carried. */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    accion: text('accion').$type<AccionAuditoria>().notNull(),
    objetivoTipo: text('objetivo_tipo').$type<'usuario' | 'emprendimiento' | 'resena'>().notNull(),
    objetivoId: text('objetivo_id').notNull(),
    antes: jsonb('antes').$type<EstadoAuditado>().notNull(),
    despues: jsonb('despues').$type<EstadoAuditado>().notNull(),
  },
  (t) => [index('auditoria_objetivo_idx').on(t.objetivoId), index('auditoria_actor_idx').on(t.actorId)],
);
