import { text } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * Dictionary of the unaccented, lower-case words found in product texts, used to
 * correct typos before the full-text query (see modules/productos/search-query.ts).
 * Filled by triggers on app.productos; its trigram index is in 0001_busqueda.sql.
 */
export const searchWords = appSchema.table('search_words', {
  word: text('word').primaryKey(),
});
