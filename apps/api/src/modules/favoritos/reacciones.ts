import { eq, sql } from 'drizzle-orm';
import { usuariosService } from '@feria/identity';
import { formatPrice, MENSAJES_FAVORITOS as M, type EventoDe, type EventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import { alertasProducto } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { encolarCorreo } from '../correo/correo.service';
import { PAGINAS } from '../correo/plantillas/plantillas';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import type { Reaccion } from '../eventos/eventos';
import { encolarPush, quiereAviso } from '../notificaciones/avisos';
import { productosParaVenta } from '../productos/productos.queries';
import { precioEfectivo } from './precio';

// docs/producto/favoritos.md#avisos: an alert that came true is told to its buyer by e-mail and
// push, each when the buyer wants 'alerta' notices on that channel. Run by the dispatcher after the
// check committed, once per event; the keys make a retried reaction queue each notice once.

/** What both notices say. */
export interface AvisoAlerta {
  alerta: 'stock' | 'precio';
  idProducto: string;
  producto: string;
  variante: string | null;
  tienda: string;
  precio: number;
  precioAnterior: number | null;
}

async function avisoDe(tx: Database, e: EventoDe<'AlertaCumplida'>): Promise<AvisoAlerta | undefined> {
  const [[p], [alerta]] = await Promise.all([
    productosParaVenta(tx, [e.productoId]),
    tx
      .select({ precioReferencia: alertasProducto.precioReferencia })
      .from(alertasProducto)
      .where(eq(alertasProducto.id, e.alertaId)),
  ]);
  if (!p) return undefined;
  const [tienda] = await queryRows<{ nombre: string | null }>(
    tx,
    sql`select ${nombreDeEmprendimiento(sql`${p.emprendimientoId}::uuid`)} as nombre`,
  );
  const referencia = alerta?.precioReferencia ?? null;
  return {
    alerta: e.alerta,
    idProducto: p.id,
    producto: p.nombre,
    variante: e.varianteId ? (p.variantes.get(e.varianteId)?.texto ?? null) : null,
    tienda: tienda?.nombre ?? '',
    precio: precioEfectivo(p),
    precioAnterior: referencia === null ? null : Number(referencia),
  };
}

/** The push notice's text (the mail says the same at length). */
export function textoPush(a: AvisoAlerta): { titulo: string; cuerpo: string } {
  const nombre = a.variante ? `${a.producto} (${a.variante})` : a.producto;
  return a.alerta === 'stock'
    ? { titulo: M.avisoStockTitulo, cuerpo: `${nombre} ya tiene stock en ${a.tienda}.` }
    : { titulo: M.avisoPrecioTitulo, cuerpo: `${nombre} ahora cuesta ${formatPrice(a.precio)} en ${a.tienda}.` };
}

/** The buyer's e-mail and push for an alert that came true. */
export async function avisarAlertaCumplida(
  tx: Database,
  e: EventoDe<'AlertaCumplida'>,
  eventoId: number,
): Promise<void> {
  const aviso = await avisoDe(tx, e);
  if (!aviso) return;
  if (await quiereAviso(tx, e.userId, 'alerta', 'correo')) {
    const usuario = (await usuariosService(tx).datosDe([e.userId])).get(e.userId);
    if (usuario?.email)
      await encolarCorreo(tx, {
        para: usuario.email,
        plantilla: 'alerta-cumplida',
        datos: { saludo: usuario.nombre, ...aviso },
        clave: `alerta:${e.alertaId}`,
      });
  }
  await encolarPush(
    tx,
    e.userId,
    { clase: 'alerta', ...textoPush(aviso), url: PAGINAS.producto(aviso.idProducto), etiqueta: `alerta:${e.alertaId}` },
    `push:alerta:${eventoId}:${e.userId}`,
  );
}

export const reaccionAlertaCumplida: Reaccion = {
  nombre: 'favoritos.alerta-cumplida',
  tipos: ['AlertaCumplida'],
  ejecutar: (tx, evento: EventoDominio, eventoId) =>
    avisarAlertaCumplida(tx, evento as EventoDe<'AlertaCumplida'>, eventoId),
};
