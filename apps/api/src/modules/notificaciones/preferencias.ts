import { and, eq, sql } from 'drizzle-orm';
import {
  avisoPorDefecto,
  clasesDeRoles,
  CLASES_SOLO_CORREO,
  type CanalAviso,
  type ClaseAviso,
  type PreferenciaAviso,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { notificacionPreferencias } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';

// docs/producto/notificaciones.md#preferencias: per kind of notice, e-mail and push on or off. A
// kind with nothing saved is on for both; the list shows only the kinds of the caller's roles.

type Canales = Pick<PreferenciaAviso, 'correo' | 'push'>;

/** What the user saved for a kind, or undefined (never chose). */
export async function preferenciaGuardada(
  db: Database,
  userId: string,
  clase: ClaseAviso,
): Promise<Canales | undefined> {
  const [fila] = await db
    .select({ correo: notificacionPreferencias.correo, push: notificacionPreferencias.push })
    .from(notificacionPreferencias)
    .where(and(eq(notificacionPreferencias.userId, userId), eq(notificacionPreferencias.clase, clase)));
  return fila;
}

/**
 * GET: every kind of the caller's roles with its two switches. `sinGuardar` gives the value of a
 * kind never chosen here when another place already holds a choice (the chat mails' unsubscribe link).
 */
export async function preferenciasDe(
  ctx: UserContext,
  sinGuardar: Partial<Record<ClaseAviso, Partial<Canales>>> = {},
): Promise<PreferenciaAviso[]> {
  const filas = await ctx.db
    .select({
      clase: notificacionPreferencias.clase,
      correo: notificacionPreferencias.correo,
      push: notificacionPreferencias.push,
    })
    .from(notificacionPreferencias)
    .where(eq(notificacionPreferencias.userId, ctx.usuario.sub));
  const guardadas = new Map(filas.map((f) => [f.clase, f]));
  return clasesDeRoles(ctx.usuario.roles).map((clase) => {
    const g = guardadas.get(clase);
    return g
      ? { clase, correo: g.correo, push: g.push }
      : {
          clase,
          correo: avisoPorDefecto(clase, 'correo'),
          push: avisoPorDefecto(clase, 'push'),
          ...sinGuardar[clase],
        };
  });
}

/** PUT: saves the kinds sent (the others keep their value); a kind of another role is refused. */
export async function guardarPreferencias(ctx: UserContext, preferencias: readonly PreferenciaAviso[]): Promise<void> {
  const propias = new Set(clasesDeRoles(ctx.usuario.roles));
  if (preferencias.some((p) => !propias.has(p.clase))) throw errorDe('AVISO_CLASE_AJENA');
  await ctx.db
    .insert(notificacionPreferencias)
    // docs/producto/carrito-abandonado.md#consentimiento: an e-mail-only kind keeps push off.
    .values(
      preferencias.map((p) => ({
        userId: ctx.usuario.sub,
        ...p,
        push: p.push && !CLASES_SOLO_CORREO.includes(p.clase),
      })),
    )
    .onConflictDoUpdate({
      target: [notificacionPreferencias.userId, notificacionPreferencias.clase],
      set: {
        correo: sql`excluded.correo`,
        push: sql`excluded.push`,
        actualizadaEn: sql`now()`,
      },
    });
}

/** One channel of one kind off (a mail's unsubscribe link); the other channel keeps its value. */
export async function apagarCanal(db: Database, userId: string, clase: ClaseAviso, canal: CanalAviso): Promise<void> {
  await db
    .insert(notificacionPreferencias)
    .values({ userId, clase, correo: canal !== 'correo', push: canal !== 'push' })
    .onConflictDoUpdate({
      target: [notificacionPreferencias.userId, notificacionPreferencias.clase],
      set: { [canal]: false, actualizadaEn: sql`now()` },
    });
}
