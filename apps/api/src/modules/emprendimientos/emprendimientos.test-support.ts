import { eq } from 'drizzle-orm';
import type { EstadoEmprendimiento } from '@feria/contracts';
import type { Database } from '../../db/client';
import { emprendimientos } from '../../db/schema';

// For tests only: a shop put in a given state through its owner, without the review flow.

export async function fijarEstado(db: Database, id: string, estado: EstadoEmprendimiento): Promise<void> {
  await db.update(emprendimientos).set({ estado }).where(eq(emprendimientos.id, id));
}
