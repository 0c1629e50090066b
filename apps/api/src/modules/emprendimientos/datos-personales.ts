import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emprendimientos } from '../../db/schema';

// docs/producto/datos-personales.md: a seller's shops, downloaded with their data; on deletion
// they close the way a seller deactivates one (estado Eliminado: public pages and products go).

export async function emprendimientosDe(db: Database, userId: string) {
  return db.select().from(emprendimientos).where(eq(emprendimientos.ownerUserId, userId));
}

export const idsDeEmprendimientos = async (db: Database, userId: string): Promise<string[]> =>
  (
    await db.select({ id: emprendimientos.id }).from(emprendimientos).where(eq(emprendimientos.ownerUserId, userId))
  ).map((e) => e.id);

/**
 * Closes every live shop of the user and clears its contact and bank data. The name, CUIT and
 * titular stay: they identify the seller on the orders kept for the legal period.
 */
export async function cerrarEmprendimientosDe(db: Database, userId: string): Promise<void> {
  await db
    .update(emprendimientos)
    .set({ estado: 'Eliminado', updatedAt: new Date() })
    .where(and(eq(emprendimientos.ownerUserId, userId), ne(emprendimientos.estado, 'Eliminado')));
  await db
    .update(emprendimientos)
    .set({ cbu: null, alias: null, whatsapp: null, instagram: null, emailPublico: null })
    .where(eq(emprendimientos.ownerUserId, userId));
}
