import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

// Reads of app.trabajos for tests of other modules (the table's owner answers them).

/** Every job ever queued, whatever its state: a test proves a request queued nothing. */
export async function contarTrabajos(db: Database): Promise<number> {
  const [fila] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from app.trabajos`);
  return fila?.n ?? 0;
}

/** The data of the jobs of a type that contain `datos`, oldest first. */
export async function datosDeTrabajos(
  db: Database,
  tipo: string,
  datos: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const filas = await queryRows<{ datos: Record<string, unknown> }>(
    db,
    sql`select datos from app.trabajos where tipo = ${tipo} and datos @> ${JSON.stringify(datos)}::jsonb order by id`,
  );
  return filas.map((f) => f.datos);
}

/** The state and last error of the jobs of a type that contain `datos`, oldest first. */
export async function estadoDeTrabajos(
  db: Database,
  tipo: string,
  datos: Record<string, unknown>,
): Promise<{ estado: string; intentos: number; ultimoError: string | null }[]> {
  return queryRows<{ estado: string; intentos: number; ultimoError: string | null }>(
    db,
    sql`select estado, intentos, ultimo_error as "ultimoError" from app.trabajos
        where tipo = ${tipo} and datos @> ${JSON.stringify(datos)}::jsonb order by id`,
  );
}
