import {
  CHAT_MENSAJES_POR_MINUTO,
  type HiloChat,
  type MensajeChat,
  type NoLeidos,
  type RolChat,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { publicar } from '../envivo/envivo.service';
import { emitir } from '../eventos/eventos';
import { participantesDeVenta, type ParticipantesVenta } from '../ventas/ventas.queries';
import { ventasDelComprador, ventasDelVendedor } from '../ventas/ventas.sql';
import {
  bloquearEnvios,
  enviadosDesde,
  insertarMensaje,
  marcarLeidos,
  mensajesDe,
  noLeidosPorVenta,
  type FilaMensaje,
} from './chat.queries';

// The order chat (docs/producto/api.md#ventas): one thread per order, seen only by its buyer and its shop's owner.
// Anybody else — another seller, another buyer, an admin — gets the same 404 as a missing order.

/** The order, if `ctx` takes part in it as `rol`; else 404. */
async function participante(ctx: UserContext, ventaId: string, rol: RolChat): Promise<ParticipantesVenta> {
  const p = await participantesDeVenta(ctx.db, ventaId);
  const propio = p && (rol === 'comprador' ? p.compradorUserId : p.vendedorUserId) === ctx.usuario.sub;
  if (!p || !propio) throw errorDe('VENTA_NO_ENCONTRADA');
  return p;
}

const otro = (p: ParticipantesVenta, rol: RolChat) => (rol === 'comprador' ? p.vendedorUserId : p.compradorUserId);

function vista(m: FilaMensaje, rol: RolChat): MensajeChat {
  return {
    id: m.id,
    autorRol: m.autorRol as RolChat,
    propio: m.autorRol === rol,
    texto: m.texto,
    fecha: m.creadoEn.toISOString(),
    leido: m.leidoEn !== null,
  };
}

/**
 * The thread; the other side's messages become read and the other side is told so right here
 * (docs/producto/eventos.md#reacciones: a read is told live from its own transaction, not as an event).
 */
export async function hilo(ctx: UserContext, ventaId: string, rol: RolChat): Promise<HiloChat> {
  const p = await participante(ctx, ventaId, rol);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if ((await marcarLeidos(tx, ventaId, rol)) > 0)
      await publicar(tx, [otro(p, rol), ctx.usuario.sub], 'chat.leido', { ventaId, numero: p.numero, rol });
  });
  const mensajes = await mensajesDe(ctx.db, ventaId);
  return {
    ventaId,
    numero: p.numero,
    interlocutor: rol === 'comprador' ? p.emprendimientoNombre : p.compradorNombre,
    mensajes: mensajes.map((m) => vista(m, rol)),
  };
}

/**
 * Sends a message: stored as written (plain text) with its MensajeEnviado event, to which the live
 * event and the other side's (batched) mail react after commit (docs/producto/eventos.md#reacciones);
 * at most 20 a minute per sender. The count and the insert happen under the sender's lock in one transaction: checked
 * outside it, 60 messages sent at once all saw fewer than 20 and most went through.
 */
export async function enviar(ctx: UserContext, ventaId: string, rol: RolChat, texto: string): Promise<MensajeChat> {
  const p = await participante(ctx, ventaId, rol);
  const fila = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await bloquearEnvios(tx, ctx.usuario.sub);
    if ((await enviadosDesde(tx, ctx.usuario.sub, new Date(Date.now() - 60_000))) >= CHAT_MENSAJES_POR_MINUTO) {
      throw errorDe('CHAT_DEMASIADOS_MENSAJES', 60);
    }
    const m = await insertarMensaje(tx, { ventaId, autorUserId: ctx.usuario.sub, autorRol: rol, texto });
    await emitir(tx, {
      tipo: 'MensajeEnviado',
      ventaId,
      actor: rol,
      actorUserId: ctx.usuario.sub,
      mensajeId: m.id,
      destinatarioUserId: otro(p, rol),
      enviadoEn: m.creadoEn.toISOString(),
    });
    return m;
  });
  return vista(fila, rol);
}

/** Unread messages of the other side in every order the person takes part in as `rol`. */
export async function noLeidos(ctx: UserContext, rol: RolChat): Promise<NoLeidos> {
  const ventas = rol === 'comprador' ? ventasDelComprador(ctx.usuario.sub) : ventasDelVendedor(ctx.usuario.sub);
  const porVenta = await noLeidosPorVenta(ctx.db, ventas, rol);
  let total = 0;
  for (const n of porVenta.values()) total += n;
  return { total, porVenta: Object.fromEntries(porVenta) };
}
