import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DIAS_ARREPENTIMIENTO,
  HORAS_ENLACE_ARREPENTIMIENTO,
  type ArrepentimientoRespuesta,
  type EstadoVenta,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { solicitudesArrepentimiento, ventaEventos, ventas } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { firmarPedido, leerPedido } from './arrepentimiento-enlace';
import { abrirDevolucion } from './devoluciones.queries';
import { emitirDeVenta, registrarEvento } from './ventas.queries';

// 'Botón de arrepentimiento' (Ley 24.240 art. 34, Resolución 424/2020), in two steps
// (docs/producto/arrepentimiento.md, decision 061). The form names the order by its number and
// the e-mail it was bought with (no account needed) and always gets the same answer; when they
// match, the order's buyer gets a signed link by mail and nothing else happens. Opening the link
// records the request: a code, the entry in the seller's history (live, like every timeline
// entry), the order's return (docs/producto/devoluciones.md) and both mails (the buyer with the
// code). Within 10 days of delivery; an order not delivered yet can always be revoked. One request per order. Each step writes its event
// (ArrepentimientoPorConfirmar, ArrepentimientoRegistrado) and the mails react to it
// (docs/producto/eventos.md#reacciones).

const LETRAS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const codigoNuevo = () => `ARR-${Array.from({ length: 6 }, () => LETRAS[randomInt(LETRAS.length)]).join('')}`;
const DIA = 86_400_000;
const HORA = 3_600_000;

export interface FormularioArrepentimiento {
  numeroPedido: number;
  email: string;
  nombre: string;
  motivo?: string | undefined;
}

/**
 * Step 1, the form: when the number and the e-mail name an order, its buyer gets the link that
 * confirms (the only rows written are the event that asks for that mail and its dispatch job). Nothing tells the caller whether one did:
 * a missing, cancelled or late order is found out only by whoever opens the mail.
 */
export async function pedirArrepentimiento(
  ctx: ServiceContext,
  secreto: string,
  input: FormularioArrepentimiento,
  ahora = new Date(),
): Promise<void> {
  const email = input.email.toLowerCase();
  const [v] = await ctx.db
    .select({ id: ventas.id })
    .from(ventas)
    .where(and(eq(ventas.numero, input.numeroPedido), sql`lower(${ventas.compradorEmail}) = ${email}`));
  if (!v) return;
  const venceEn = new Date(ahora.getTime() + HORAS_ENLACE_ARREPENTIMIENTO * HORA);
  const token = firmarPedido(secreto, {
    ventaId: v.id,
    email,
    nombre: input.nombre,
    motivo: input.motivo || null,
    pedidoEn: ahora,
    venceEn,
  });
  await ctx.db.transaction(async (t) => {
    // The form has no account behind it: the order's buyer is who asks, by the order's address.
    await emitirDeVenta(
      t as unknown as Database,
      v.id,
      { actor: 'comprador' },
      { tipo: 'ArrepentimientoPorConfirmar', token },
    );
  });
}

/**
 * Step 2, the link: records the request the link carries, once per order, in one transaction. A
 * second confirm (of this link or of another one for the same order) answers the same code. Here
 * an order that can no longer be revoked says why: the link reached the order's own mailbox.
 */
export async function confirmarArrepentimiento(
  ctx: ServiceContext,
  secreto: string,
  token: string,
  ahora = new Date(),
): Promise<ArrepentimientoRespuesta> {
  const leido = leerPedido(secreto, token, ahora);
  if (!leido.ok)
    throw errorDe(leido.motivo === 'vencido' ? 'ARREPENTIMIENTO_ENLACE_VENCIDO' : 'ARREPENTIMIENTO_ENLACE_INVALIDO');
  const pedido = leido.pedido;
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [v] = await tx
      .select({
        id: ventas.id,
        numero: ventas.numero,
        estado: ventas.estado,
        creadaEn: ventas.creadaEn,
        compradorUserId: ventas.compradorUserId,
        emprendimiento: nombreDeEmprendimiento(ventas.emprendimientoId),
      })
      .from(ventas)
      .where(and(eq(ventas.id, pedido.ventaId), sql`lower(${ventas.compradorEmail}) = ${pedido.email}`))
      .for('update');
    if (!v) throw errorDe('ARREPENTIMIENTO_ENLACE_INVALIDO');
    const respuesta = (codigo: string, fecha: Date, nueva: boolean): ArrepentimientoRespuesta => ({
      codigo,
      numeroPedido: v.numero,
      emprendimientoNombre: String(v.emprendimiento),
      fecha: fecha.toISOString(),
      nueva,
    });
    const [previa] = await tx
      .select()
      .from(solicitudesArrepentimiento)
      .where(eq(solicitudesArrepentimiento.ventaId, v.id));
    if (previa) return respuesta(previa.codigo, previa.creadaEn, false);
    if (v.estado === 'cancelado') throw errorDe('ARREPENTIMIENTO_PEDIDO_CANCELADO');
    if (
      v.estado === 'completado' &&
      pedido.pedidoEn.getTime() - (await entregadaEn(tx, v.id, v.creadaEn)).getTime() > DIAS_ARREPENTIMIENTO * DIA
    ) {
      throw errorDe('ARREPENTIMIENTO_PLAZO_VENCIDO');
    }
    const codigo = codigoNuevo();
    const [fila] = await tx
      .insert(solicitudesArrepentimiento)
      .values({ codigo, ventaId: v.id, nombre: pedido.nombre, email: pedido.email, motivo: pedido.motivo })
      .returning({ id: solicitudesArrepentimiento.id, creadaEn: solicitudesArrepentimiento.creadaEn });
    // docs/producto/devoluciones.md#estados: the confirmed revocation opens the order's return.
    await abrirDevolucion(tx, v.id, fila!.id);
    const detalle = `Código ${codigo}, pedido por ${pedido.nombre} (${pedido.email})${pedido.motivo ? `. Motivo: ${pedido.motivo}` : ''}`;
    await registrarEvento(
      tx,
      v.id,
      'estado',
      'arrepentimiento',
      detalle,
      { actor: 'comprador', userId: v.compradorUserId },
      v.estado,
      {
        tipo: 'ArrepentimientoRegistrado',
        de: v.estado as EstadoVenta,
        codigo,
        nombre: pedido.nombre,
        motivo: pedido.motivo,
      },
    );
    return respuesta(codigo, fila!.creadaEn, true);
  });
}

/** The order's first `completado` (its delivery), else when it was placed. */
async function entregadaEn(tx: Database, ventaId: string, creadaEn: Date): Promise<Date> {
  const [entrega] = await tx
    .select({ fecha: sql<Date>`min(${ventaEventos.fecha})`.mapWith((x: string | Date) => new Date(x)) })
    .from(ventaEventos)
    .where(
      and(eq(ventaEventos.ventaId, ventaId), eq(ventaEventos.tipo, 'estado'), eq(ventaEventos.estado, 'completado')),
    );
  return entrega?.fecha && !Number.isNaN(entrega.fecha.getTime()) ? entrega.fecha : creadaEn;
}
