import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import type { transferenciaInput, Venta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { almacenamientoDe, leerBytes } from '../../platform/almacenamiento';
import { actualizarPago, bloquearPago, pagosDeVentas } from '../pagos/pagos.queries';
import { marcarPagada } from './cierre';
import { bloquearVenta, filasVentas, filtros, registrarEvento } from './ventas.queries';
import { filaDelVendedor, miVenta, ventaDelVendedor } from './ventas.service';

// Bank transfer (notes/payments.md): the buyer transfers to the seller's account, uploads the
// proof; the seller confirms the money arrived (the order is paid) or says why not (the buyer may
// send another proof while the reservation lasts). The mails react to the events of each step
// (TransferenciaInformada, TransferenciaConfirmada, TransferenciaRechazada:
// docs/producto/eventos.md#reacciones).

export const COMPROBANTE_MAX_BYTES = 5 * 1024 * 1024;

/** The proof's type by its content, never by its name or the declared type. */
export function tipoDeComprobante(bytes: Buffer): { ext: string; mime: string } | null {
  const empieza = (...b: number[]) => b.every((v, i) => bytes[i] === v);
  if (empieza(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (empieza(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', mime: 'image/png' };
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  return null;
}

/**
 * Proofs are private: under `comprobantes/` of the storage (decision 088), never under the public
 * `uploads/`; only this module's route reads them, for the order's two parties.
 */
const claveDe = (nombre: string) => `comprobantes/${path.posix.basename(nombre)}`;

export async function subirComprobante(
  ctx: UserContext,
  dataDir: string,
  ventaId: string,
  bytes: Buffer,
): Promise<Venta> {
  const [fila] = await filasVentas(ctx.db, filtros.id(ventaId));
  if (!fila || fila.compradorUserId !== ctx.usuario.sub) throw errorDe('VENTA_NO_ENCONTRADA');
  if (fila.metodoPago !== 'TRANSFERENCIA') throw errorDe('NO_ES_TRANSFERENCIA');
  if (bytes.length === 0) throw errorDe('COMPROBANTE_REQUERIDO');
  if (bytes.length > COMPROBANTE_MAX_BYTES) throw errorDe('COMPROBANTE_DEMASIADO_GRANDE');
  const tipo = tipoDeComprobante(bytes);
  if (!tipo) throw errorDe('COMPROBANTE_INVALIDO');
  const nombre = `${ventaId}-${randomUUID()}.${tipo.ext}`;
  const almacenamiento = almacenamientoDe(dataDir);
  await almacenamiento.guardar(claveDe(nombre), bytes, { tipo: tipo.mime, privado: true });
  let anterior: string | null = null;
  try {
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const venta = (await bloquearVenta(tx, ventaId))!;
      const pago = await bloquearPago(tx, ventaId);
      if (venta.estado !== 'pendiente' || !pago || !['pendiente', 'en_revision'].includes(pago.estado))
        throw errorDe('TRANSFERENCIA_NO_PENDIENTE');
      anterior = pago.comprobante;
      await actualizarPago(tx, ventaId, {
        comprobante: nombre,
        comprobanteTipo: tipo.mime,
        estado: 'en_revision',
        motivoRechazo: null,
      });
      await registrarEvento(
        tx,
        ventaId,
        'pago',
        'en_revision',
        'El comprador envió el comprobante de la transferencia',
        { actor: 'comprador', userId: ctx.usuario.sub },
      );
    });
  } catch (e) {
    await almacenamiento.borrar([claveDe(nombre)]);
    throw e;
  }
  if (anterior) await almacenamiento.borrar([claveDe(anterior)]);
  return miVenta(ctx, ventaId);
}

/** The proof file, for its buyer or the shop's seller. */
export async function leerComprobante(
  ctx: UserContext,
  dataDir: string,
  ventaId: string,
  como: 'comprador' | 'vendedor',
): Promise<{ bytes: Buffer; tipo: string }> {
  if (como === 'vendedor') await filaDelVendedor(ctx, ventaId);
  else {
    const [fila] = await filasVentas(ctx.db, filtros.id(ventaId));
    if (!fila || fila.compradorUserId !== ctx.usuario.sub) throw errorDe('VENTA_NO_ENCONTRADA');
  }
  const pago = (await pagosDeVentas(ctx.db, [ventaId])).get(ventaId);
  if (!pago?.comprobante || !pago.comprobanteTipo) throw errorDe('SIN_COMPROBANTE');
  return { bytes: await archivoDeComprobante(dataDir, pago.comprobante), tipo: pago.comprobanteTipo };
}

/**
 * The proof's bytes. A file the order names but the storage lacks (deleted, or uploaded through
 * another instance with the data dir as storage: STORAGE=s3 shares it, decision 088) is a 404 of
 * the catalogue, not a 500.
 */
async function archivoDeComprobante(dataDir: string, nombre: string): Promise<Buffer> {
  const leido = await leerBytes(almacenamientoDe(dataDir), claveDe(nombre));
  if (!leido) throw errorDe('COMPROBANTE_NO_DISPONIBLE');
  return leido.bytes;
}

/** PUT …/ventas/{id}/transferencia: the seller confirms the money arrived, or rejects the proof with a reason. */
export async function responderTransferencia(
  ctx: UserContext,
  ventaId: string,
  input: z.output<typeof transferenciaInput>,
): Promise<Venta> {
  const fila = await filaDelVendedor(ctx, ventaId);
  if (fila.metodoPago !== 'TRANSFERENCIA') throw errorDe('NO_ES_TRANSFERENCIA');
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venta = (await bloquearVenta(tx, ventaId))!;
    const pago = await bloquearPago(tx, ventaId);
    const revisable =
      venta.estado === 'pendiente' &&
      pago &&
      (input.confirmada ? ['pendiente', 'en_revision'] : ['en_revision']).includes(pago.estado);
    if (!revisable) throw errorDe('TRANSFERENCIA_NO_PENDIENTE');
    const vendedor = { actor: 'vendedor' as const, userId: ctx.usuario.sub };
    if (input.confirmada) {
      await marcarPagada(tx, venta, 'El emprendimiento confirmó que recibió la transferencia', undefined, vendedor);
      return;
    }
    await actualizarPago(tx, ventaId, { estado: 'pendiente', motivoRechazo: input.motivo ?? null });
    await registrarEvento(
      tx,
      ventaId,
      'pago',
      'rechazado',
      `El emprendimiento no encontró la transferencia: ${input.motivo}`,
      vendedor,
      null,
      { tipo: 'TransferenciaRechazada', motivo: input.motivo ?? null },
    );
  });
  return ventaDelVendedor(ctx, ventaId);
}
