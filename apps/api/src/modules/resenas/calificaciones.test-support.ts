import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

// For tests only: a shop review of an existing order in app.resenas, through its owner (the
// directory's rating filter and sort need shops with known ratings).

export async function calificarTiendaParaPrueba(
  db: Database,
  r: { ventaId: string; emprendimientoId: string; compradorUserId: string; calificacion: number; oculta?: boolean },
): Promise<void> {
  await queryRows(
    db,
    sql`insert into app.resenas (venta_id, emprendimiento_id, comprador_user_id, autor, calificacion, oculta)
        values (${r.ventaId}, ${r.emprendimientoId}, ${r.compradorUserId}, 'Compradora de prueba', ${r.calificacion}, ${r.oculta ?? false}) returning id`,
  );
}
