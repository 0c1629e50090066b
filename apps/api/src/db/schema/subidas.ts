import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';

/**
 * Every image a seller uploaded (decision 023): whose shop it counts against (quotas), its stored
 * size (full WebP plus thumbnail) and when. A file nothing references 24 h after its upload is
 * deleted with its row by the sweep (modules/media/subidas.ts). Demo images are not uploads.
 */
export const subidas = appSchema.table(
  'subidas',
  {
    /** Public path of the full-size WebP (`/uploads/<carpeta>/<uuid>.webp`); the thumbnail sits beside it. */
    url: text('url').primaryKey(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subidas_emprendimiento_idx').on(t.emprendimientoId), index('subidas_creada_idx').on(t.creadaEn)],
);
