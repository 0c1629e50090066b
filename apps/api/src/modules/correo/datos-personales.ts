import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { correoPreferencias } from '../../db/schema';

// docs/producto/datos-personales.md: the user's e-mail preferences, downloaded and deleted with the account.

export async function preferenciasDe(db: Database, userId: string) {
  const [p] = await db
    .select({ mailsChat: correoPreferencias.mailsChat, actualizadoEn: correoPreferencias.actualizadoEn })
    .from(correoPreferencias)
    .where(eq(correoPreferencias.userId, userId));
  return p ?? null;
}

export async function borrarPreferencias(db: Database, userId: string): Promise<void> {
  await db.delete(correoPreferencias).where(eq(correoPreferencias.userId, userId));
}
