import { sql } from 'drizzle-orm';
import { usuariosService } from '@feria/identity';
import type { EstadoVenta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { duenoDeEmprendimiento, nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { resumenParaAviso } from '../ventas/ventas-avisos.queries';
import { participantesDeVenta, type ParticipantesVenta } from '../ventas/ventas.queries';
import { quiereAviso } from '../notificaciones/avisos';
import { encolarCorreo, recibeMailsChat, tokenDeBaja } from './correo.service';

// One helper per event worth a mail (docs/producto/correos.md#cuando-se-envian). Each runs inside
// the transaction of its reaction (`tx`, correo/reacciones.ts: after the change committed, once
// per event), reads what the mail shows and enqueues it; the request never waits for a mail server.

/** A seller's e-mail and name live with the account (identity users; with a real Keycloak, there). */
async function vendedor(tx: Database, userId: string): Promise<{ email: string; nombre: string } | undefined> {
  return (await usuariosService(tx).datosDe([userId])).get(userId);
}

const aviso = (p: ParticipantesVenta, saludo: string) => ({
  ventaId: p.ventaId,
  numero: p.numero,
  tienda: p.emprendimientoNombre,
  comprador: p.compradorNombre,
  saludo,
});

/** Order placed: the buyer (what they ordered, how to pay) and the seller (a new order). */
export async function avisarPedidoCreado(tx: Database, ventaId: string): Promise<void> {
  const [p, r] = await Promise.all([participantesDeVenta(tx, ventaId), resumenParaAviso(tx, ventaId)]);
  if (!p || !r) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'pedido-creado-comprador',
    datos: { ...aviso(p, p.compradorNombre), ...r },
  });
  // docs/producto/notificaciones.md#preferencias: the seller's notice of a sale may be turned off; the buyer's receipt not.
  if (!(await quiereAviso(tx, p.vendedorUserId, 'venta_nueva', 'correo'))) return;
  const v = await vendedor(tx, p.vendedorUserId);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'pedido-creado-vendedor',
      datos: { ...aviso(p, v.nombre), ...r },
    });
}

/** Mercado Pago approved the payment: the buyer, and the seller (who may start preparing). */
export async function avisarPagoAprobado(tx: Database, ventaId: string): Promise<void> {
  const [p, r] = await Promise.all([participantesDeVenta(tx, ventaId), resumenParaAviso(tx, ventaId)]);
  if (!p || !r) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'pago-aprobado-comprador',
    datos: { ...aviso(p, p.compradorNombre), total: r.total },
  });
  if (!(await quiereAviso(tx, p.vendedorUserId, 'pago_aprobado', 'correo'))) return;
  const v = await vendedor(tx, p.vendedorUserId);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'pago-aprobado-vendedor',
      datos: { ...aviso(p, v.nombre), total: r.total },
    });
}

/** The buyer sent the transfer's proof: the seller checks the account. */
export async function avisarComprobanteRecibido(tx: Database, ventaId: string): Promise<void> {
  const [p, r] = await Promise.all([participantesDeVenta(tx, ventaId), resumenParaAviso(tx, ventaId)]);
  if (!p || !r) return;
  const v = await vendedor(tx, p.vendedorUserId);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'comprobante-recibido',
      datos: { ...aviso(p, v.nombre), total: r.total },
    });
}

/** The seller confirmed the transfer, or rejected the proof with a reason: the buyer. */
export async function avisarTransferenciaRespondida(
  tx: Database,
  ventaId: string,
  confirmada: boolean,
  motivo?: string | null,
): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  if (confirmada)
    await encolarCorreo(tx, {
      para: p.compradorEmail,
      plantilla: 'transferencia-confirmada',
      datos: aviso(p, p.compradorNombre),
    });
  else
    await encolarCorreo(tx, {
      para: p.compradorEmail,
      plantilla: 'transferencia-rechazada',
      datos: { ...aviso(p, p.compradorNombre), motivo: motivo ?? null },
    });
}

/** The seller moved the order (preparando, listo, completado): the buyer. A cancel has its own mail (avisarCancelacion). */
export async function avisarCambioEstado(tx: Database, ventaId: string, estado: EstadoVenta): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p || !(await quiereAviso(tx, p.compradorUserId, 'pedido_estado', 'correo'))) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'estado-cambiado',
    datos: { ...aviso(p, p.compradorNombre), estado },
  });
}

/** The order was cancelled (and its payment given back when `reembolsado`): the buyer. */
export async function avisarCancelacion(
  tx: Database,
  ventaId: string,
  motivo: string | null,
  reembolsado: boolean,
): Promise<void> {
  const [p, r] = await Promise.all([participantesDeVenta(tx, ventaId), resumenParaAviso(tx, ventaId)]);
  if (!p || !r) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'pedido-cancelado',
    datos: { ...aviso(p, p.compradorNombre), motivo: motivo?.trim() || null, reembolsado, total: r.total },
  });
}

/** A payment the order could not take was given back by Mercado Pago: the buyer, with the reason. */
export async function avisarPagoDevuelto(
  tx: Database,
  ventaId: string,
  d: { idPago: string; monto: number; motivo: string },
): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'pago-devuelto',
    datos: { ...aviso(p, p.compradorNombre), ...d },
  });
}

/**
 * Botón de arrepentimiento: the buyer gets the code (at the order's address, which the form had
 * to match), the seller learns there is a purchase to take back.
 */
export async function avisarArrepentimiento(
  tx: Database,
  ventaId: string,
  s: { codigo: string; nombre: string; motivo: string | null },
): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'arrepentimiento-comprador',
    datos: { ...aviso(p, s.nombre), codigo: s.codigo },
  });
  const v = await vendedor(tx, p.vendedorUserId);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'arrepentimiento-vendedor',
      datos: { ...aviso(p, v.nombre), codigo: s.codigo, motivo: s.motivo },
    });
}

/** docs/producto/devoluciones.md#correos: the seller accepted, refused or refunded the return: the buyer. */
export async function avisarDevolucion(
  tx: Database,
  ventaId: string,
  estado: 'aceptada' | 'rechazada' | 'reembolsada',
  texto: string | null,
): Promise<void> {
  const [p, r] = await Promise.all([participantesDeVenta(tx, ventaId), resumenParaAviso(tx, ventaId)]);
  if (!p || !r) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'devolucion-comprador',
    datos: { ...aviso(p, p.compradorNombre), estado, texto, total: r.total, metodo: r.metodo },
  });
}

/** docs/producto/envios.md#seguimiento: the seller recorded (or corrected) the shipment: the buyer. */
export async function avisarEnvio(
  tx: Database,
  ventaId: string,
  s: { transportista: string; codigoSeguimiento: string; urlSeguimiento: string | null; correccion: boolean },
): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p || !(await quiereAviso(tx, p.compradorUserId, 'pedido_estado', 'correo'))) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'envio-comprador',
    datos: { ...aviso(p, p.compradorNombre), ...s },
  });
}

/**
 * Botón de arrepentimiento, step 1 (decision 061): the link that confirms the request, to the
 * order's own address only. The greeting is the order's name, never the form's (someone else may
 * have typed it).
 */
export async function avisarConfirmarArrepentimiento(tx: Database, ventaId: string, token: string): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  await encolarCorreo(tx, {
    para: p.compradorEmail,
    plantilla: 'arrepentimiento-confirmar',
    datos: { ...aviso(p, p.compradorNombre), token },
  });
}

/** Chat mails are batched: at most one per thread and recipient in each 10-minute window, sent when it ends. */
export const VENTANA_CHAT_MS = 10 * 60_000;

/**
 * A new message in the order's chat, for `destinatarioUserId` (the participant who did not write
 * it). Nothing for someone who is not one of the order's two people, or who turned chat mails off.
 */
export async function avisarMensajeChat(
  tx: Database,
  ventaId: string,
  destinatarioUserId: string,
  ahora: Date = new Date(),
): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  const esComprador = destinatarioUserId === p.compradorUserId;
  if (!esComprador && destinatarioUserId !== p.vendedorUserId) return;
  if (!(await recibeMailsChat(tx, destinatarioUserId))) return;
  const destino = esComprador
    ? { email: p.compradorEmail, nombre: p.compradorNombre }
    : await vendedor(tx, destinatarioUserId);
  if (!destino) return;
  const ventana = Math.floor(ahora.getTime() / VENTANA_CHAT_MS);
  await encolarCorreo(tx, {
    para: destino.email,
    plantilla: 'mensaje-chat',
    datos: {
      ...aviso(p, destino.nombre),
      para: esComprador ? 'comprador' : 'vendedor',
      de: esComprador ? p.emprendimientoNombre : p.compradorNombre,
      tokenBaja: await tokenDeBaja(tx, destinatarioUserId),
    },
    clave: `chat:${ventaId}:${destinatarioUserId}:${ventana}`,
    ejecutarEn: new Date((ventana + 1) * VENTANA_CHAT_MS),
  });
}

/** An admin approved or rejected the shop's solicitud: its owner. */
export async function avisarSolicitudRespondida(
  tx: Database,
  emprendimientoId: string,
  aprobada: boolean,
  motivo?: string | null,
): Promise<void> {
  const id = sql`${emprendimientoId}::uuid`;
  const [e] = await queryRows<{ nombre: string | null; dueno: string | null }>(
    tx,
    sql`select ${nombreDeEmprendimiento(id)} as nombre, ${duenoDeEmprendimiento(id)} as dueno`,
  );
  if (!e?.nombre || !e.dueno) return;
  const v = await vendedor(tx, e.dueno);
  if (!v) return;
  if (aprobada)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'tienda-aprobada',
      datos: { tienda: e.nombre, saludo: v.nombre },
    });
  else
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'tienda-rechazada',
      datos: { tienda: e.nombre, saludo: v.nombre, motivo: motivo ?? null },
    });
}

/**
 * Mercado Pago refused to refresh the shop's access (docs/producto/pagos.md#tokens): its owner,
 * who has to connect again before the shop takes card payments.
 */
export async function avisarCuentaMercadoPagoDesconectada(tx: Database, emprendimientoId: string): Promise<void> {
  const id = sql`${emprendimientoId}::uuid`;
  const [e] = await queryRows<{ nombre: string | null; dueno: string | null }>(
    tx,
    sql`select ${nombreDeEmprendimiento(id)} as nombre, ${duenoDeEmprendimiento(id)} as dueno`,
  );
  if (!e?.nombre || !e.dueno) return;
  const v = await vendedor(tx, e.dueno);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'mercadopago-desconectado',
      datos: { tienda: e.nombre, saludo: v.nombre },
    });
}
