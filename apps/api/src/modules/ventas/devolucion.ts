import { MENSAJES_DEVOLUCION, type DevolucionInput, type EstadoDevolucion, type Venta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { reembolsoDe, type Pago } from '../pagos/pagos.queries';
import { cerrarSinPago, liberarStock } from './cierre';
import type { Comercio } from './comercio';
import {
  bloquearDevolucion,
  devolucionReembolsada,
  moverDevolucion,
  type FilaDevolucion,
} from './devoluciones.queries';
import { conVentaBloqueada, reembolsarPagada, type ReembolsoPorPedir } from './reembolso';
import type { Autor, FilaVenta } from './ventas.queries';

// docs/producto/devoluciones.md#el-emprendimiento: the seller answers the return a confirmed
// revocation opened, with the order, its payment and the return locked: accepts it (how to send
// the product back), refuses it (why), or marks it received, which in the same transaction puts
// the units back in stock and records the refund (a Mercado Pago one is asked for after commit).

/** docs/producto/devoluciones.md#estados: where each state can go. */
const SIGUIENTES: Record<EstadoDevolucion, readonly EstadoDevolucion[]> = {
  solicitada: ['aceptada', 'rechazada'],
  aceptada: ['recibida', 'rechazada'],
  recibida: ['reembolsada'],
  reembolsada: [],
  rechazada: [],
};

const transicionInvalida = (de: EstadoDevolucion, a: EstadoDevolucion) =>
  errorDe('DEVOLUCION_TRANSICION_INVALIDA', { detalle: MENSAJES_DEVOLUCION.transicion(de, a) });

/** PUT …/ventas/{id}/devolucion. */
export async function cambiarDevolucion(
  ctx: UserContext,
  comercio: Comercio,
  id: string,
  input: DevolucionInput,
): Promise<Venta> {
  const autor: Autor = { actor: 'vendedor', userId: ctx.usuario.sub };
  return conVentaBloqueada(ctx, comercio, id, async (tx, venta, pago) => {
    const dev = await bloquearDevolucion(tx, venta.id);
    if (!dev) throw errorDe('DEVOLUCION_NO_ENCONTRADA');
    const de = dev.estado as EstadoDevolucion;
    // A received return answers 'recibida' again by retrying its refund, if one is still owed.
    if (input.estado === 'recibida' && (de === 'recibida' || de === 'reembolsada'))
      return de === 'recibida' ? reembolsar(tx, comercio, venta, pago, autor, dev.nota ?? undefined) : null;
    if (de === input.estado) return null; // a retried request: answered as it is
    if (!SIGUIENTES[de].includes(input.estado)) throw transicionInvalida(de, input.estado);
    switch (input.estado) {
      case 'aceptada':
        await moverDevolucion(tx, dev, 'aceptada', autor, input.instrucciones, { instrucciones: input.instrucciones });
        return null;
      case 'rechazada':
        await moverDevolucion(tx, dev, 'rechazada', autor, input.motivo, { motivoRechazo: input.motivo });
        return null;
      case 'recibida':
        return recibir(tx, comercio, venta, pago, dev, autor, input.nota || undefined);
    }
  });
}

/**
 * docs/producto/devoluciones.md#reembolso: the product is back. A paid order is refunded (a transfer
 * without the note, or a shop whose Mercado Pago is gone, is refused and the transaction changes
 * nothing); an unpaid one is cancelled, with nothing to give back. The units return to stock once,
 * whoever got there first.
 */
async function recibir(
  tx: Database,
  comercio: Comercio,
  venta: FilaVenta,
  pago: Pago,
  dev: FilaDevolucion,
  autor: Autor,
  nota: string | undefined,
): Promise<ReembolsoPorPedir | null> {
  await moverDevolucion(tx, dev, 'recibida', autor, nota ?? null, { nota: nota ?? null });
  // An order whose payment never came in is cancelled: nothing was charged, nothing goes back.
  if (pago.estado === 'pendiente' || pago.estado === 'en_revision')
    await cerrarSinPago(
      tx,
      venta,
      'cancelado',
      'Devolución recibida: el pago no estaba acreditado, no hay nada que reembolsar',
      autor,
      'Devolución recibida',
    );
  await liberarStock(tx, venta.id);
  return reembolsar(tx, comercio, venta, pago, autor, nota);
}

/**
 * The refund a received return is owed: asked (or asked again after a failure) when the payment is
 * still 'aprobado'; a payment already given back (a refund done before, Mercado Pago's own notice)
 * closes the return as 'reembolsada'. Nothing for a payment that was never credited.
 */
async function reembolsar(
  tx: Database,
  comercio: Comercio,
  venta: FilaVenta,
  pago: Pago,
  autor: Autor,
  nota: string | undefined,
): Promise<ReembolsoPorPedir | null> {
  if (pago.estado === 'aprobado') return reembolsarPagada(tx, comercio, venta, pago, autor, nota);
  if (pago.estado === 'reembolsado') {
    const previo = await reembolsoDe(tx, venta.id);
    await devolucionReembolsada(tx, venta.id, autor, previo?.nota ?? 'El pago ya había sido reembolsado');
  }
  return null;
}
