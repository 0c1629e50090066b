import type { Database } from '../../db/client';
import { compradores } from '../../db/schema';

// For tests only: the state of app.compradores, through its owner.

/** The user ids that have a buyer profile, sorted. */
export async function usuariosConPerfil(db: Database): Promise<string[]> {
  return (await db.select({ userId: compradores.userId }).from(compradores)).map((c) => c.userId).sort();
}

/** Removes every buyer profile (a database from before buyer profiles existed). */
export async function borrarPerfilesDeComprador(db: Database): Promise<void> {
  await db.delete(compradores);
}
