import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventosUsuario } from '../../db/schema';

/** docs/producto/datos-personales.md#baja: the live notices kept for the user go with the account. */
export async function borrarEventosDe(db: Database, userId: string): Promise<void> {
  await db.delete(eventosUsuario).where(eq(eventosUsuario.userId, userId));
}
