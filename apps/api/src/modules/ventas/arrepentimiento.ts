import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DIAS_ARREPENTIMIENTO, type ArrepentimientoRespuesta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { solicitudesArrepentimiento, ventaEventos, ventas } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { avisarArrepentimiento } from '../correo/avisos';
import { registrarEvento } from './ventas.queries';

// 'Botón de arrepentimiento' (Ley 24.240 art. 34, Resolución 424/2020): the buyer names the order
// by its number and the e-mail it was bought with (no account needed), gets a code, and the
// seller sees the request in the order's history (live, like every timeline entry); both get a
// mail (the buyer with the code). Within 10
// days of delivery; an order not delivered yet can always be revoked. One request per order.

const LETRAS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const codigoNuevo = () => `ARR-${Array.from({ length: 6 }, () => LETRAS[randomInt(LETRAS.length)]).join('')}`;
const DIA = 86_400_000;

export async function solicitarArrepentimiento(
  ctx: ServiceContext,
  input: { numeroPedido: number; email: string; nombre: string; motivo?: string | undefined },
  ahora = new Date(),
): Promise<ArrepentimientoRespuesta> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [v] = await tx
      .select({ id: ventas.id, numero: ventas.numero, estado: ventas.estado, creadaEn: ventas.creadaEn, compradorUserId: ventas.compradorUserId, emprendimiento: nombreDeEmprendimiento(ventas.emprendimientoId) })
      .from(ventas)
      .where(and(eq(ventas.numero, input.numeroPedido), sql`lower(${ventas.compradorEmail}) = ${input.email.toLowerCase()}`))
      .for('update');
    // The same answer for a wrong number and a wrong e-mail: nobody learns which orders exist.
    if (!v) throw errorDe('ARREPENTIMIENTO_PEDIDO_NO_ENCONTRADO');
    const respuesta = (codigo: string, fecha: Date, nueva: boolean): ArrepentimientoRespuesta => ({ codigo, numeroPedido: v.numero, emprendimientoNombre: String(v.emprendimiento), fecha: fecha.toISOString(), nueva });
    const [previa] = await tx.select().from(solicitudesArrepentimiento).where(eq(solicitudesArrepentimiento.ventaId, v.id));
    if (previa) return respuesta(previa.codigo, previa.creadaEn, false);
    if (v.estado === 'cancelado') throw errorDe('ARREPENTIMIENTO_PEDIDO_CANCELADO');
    if (v.estado === 'completado') {
      const [entrega] = await tx
        .select({ fecha: sql<Date>`min(${ventaEventos.fecha})`.mapWith((x: string | Date) => new Date(x)) })
        .from(ventaEventos)
        .where(and(eq(ventaEventos.ventaId, v.id), eq(ventaEventos.tipo, 'estado'), eq(ventaEventos.estado, 'completado')));
      const desde = entrega?.fecha && !Number.isNaN(entrega.fecha.getTime()) ? entrega.fecha : v.creadaEn;
      if (ahora.getTime() - desde.getTime() > DIAS_ARREPENTIMIENTO * DIA) throw errorDe('ARREPENTIMIENTO_PLAZO_VENCIDO');
    }
    const codigo = codigoNuevo();
    const [fila] = await tx
      .insert(solicitudesArrepentimiento)
      .values({ codigo, ventaId: v.id, nombre: input.nombre, email: input.email, motivo: input.motivo || null })
      .returning({ creadaEn: solicitudesArrepentimiento.creadaEn });
    const detalle = `Código ${codigo}, pedido por ${input.nombre} (${input.email})${input.motivo ? `. Motivo: ${input.motivo}` : ''}`;
    await registrarEvento(tx, v.id, 'estado', 'arrepentimiento', detalle, { actor: 'comprador', userId: v.compradorUserId }, v.estado);
    await avisarArrepentimiento(tx, v.id, { codigo, nombre: input.nombre, motivo: input.motivo || null });
    return respuesta(codigo, fila!.creadaEn, true);
  });
}
