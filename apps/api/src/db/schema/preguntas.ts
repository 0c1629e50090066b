import { sql } from 'drizzle-orm';
import { boolean, check, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { productos } from './productos';

/**
 * Public questions on a product (modules/preguntas, docs/producto/preguntas.md): a signed-in buyer
 * asks, the shop's seller answers once (and may correct the answer), or hides the question with a
 * reason. Texts are stored masked (contact details replaced) as they are shown.
 */
export const preguntas = appSchema.table(
  'preguntas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    compradorUserId: text('comprador_user_id').notNull(),
    /** How the asker is shown: first name and the initial of the surname. */
    autor: text('autor').notNull(),
    texto: text('texto').notNull(),
    /** True when contact details were masked in `texto`. */
    textoEnmascarado: boolean('texto_enmascarado').notNull().default(false),
    respuesta: text('respuesta'),
    respuestaEnmascarada: boolean('respuesta_enmascarada').notNull().default(false),
    respondidaEn: timestamp('respondida_en', { withTimezone: true }),
    respondidaPor: text('respondida_por'),
    oculta: boolean('oculta').notNull().default(false),
    motivoOculta: text('motivo_oculta'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('preguntas_texto_check', sql`char_length(${t.texto}) between 1 and 2000`),
    index('preguntas_producto_idx').on(t.productoId, t.creadaEn),
    index('preguntas_emprendimiento_idx').on(t.emprendimientoId, t.respondidaEn, t.creadaEn),
    index('preguntas_comprador_idx').on(t.compradorUserId, t.creadaEn),
  ],
);
