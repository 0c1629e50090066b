import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The link that confirms a Botón de arrepentimiento request (decision 061): stateless, so the form
// writes nothing. `<payload>.<firma>`, both base64url: the payload is the request as JSON, the
// firma its HMAC-SHA256 with a key derived from the server's secret for this purpose only. The
// payload is readable by whoever holds the link (the buyer's mailbox), never changeable.

/** What the form asked for, as the mail's link carries it. */
export interface PedidoArrepentimiento {
  ventaId: string;
  /** The order's buyer address, as the form matched it (lower case). */
  email: string;
  nombre: string;
  motivo: string | null;
  /** When the form was sent: the 10-day window is counted up to then. */
  pedidoEn: Date;
  venceEn: Date;
}

const payload = z.object({
  v: z.uuid(),
  e: z.string().min(3).max(254),
  n: z.string().min(1).max(200),
  m: z.string().max(2000).nullable(),
  p: z.number().int(),
  x: z.number().int(),
});

/** The key of this purpose: a secret shared with other signed links never signs these. */
const clave = (secreto: string) => createHmac('sha256', secreto).update('feria/arrepentimiento/v1').digest();
const firmar = (secreto: string, parte: string) => createHmac('sha256', clave(secreto)).update(parte).digest();

export function firmarPedido(secreto: string, p: PedidoArrepentimiento): string {
  const json = JSON.stringify({
    v: p.ventaId,
    e: p.email,
    n: p.nombre,
    m: p.motivo,
    p: p.pedidoEn.getTime(),
    x: p.venceEn.getTime(),
  } satisfies z.infer<typeof payload>);
  const parte = Buffer.from(json, 'utf8').toString('base64url');
  return `${parte}.${firmar(secreto, parte).toString('base64url')}`;
}

export type LecturaEnlace = { ok: true; pedido: PedidoArrepentimiento } | { ok: false; motivo: 'invalido' | 'vencido' };

/** The request a link carries: refused when its firma does not match, or when it expired. */
export function leerPedido(secreto: string, token: string, ahora = new Date()): LecturaEnlace {
  const [parte, firma, ...resto] = token.split('.');
  if (!parte || !firma || resto.length > 0) return { ok: false, motivo: 'invalido' };
  const esperada = firmar(secreto, parte);
  const recibida = Buffer.from(firma, 'base64url');
  if (recibida.length !== esperada.length || !timingSafeEqual(recibida, esperada))
    return { ok: false, motivo: 'invalido' };
  let datos: z.infer<typeof payload>;
  try {
    datos = payload.parse(JSON.parse(Buffer.from(parte, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, motivo: 'invalido' };
  }
  if (ahora.getTime() >= datos.x) return { ok: false, motivo: 'vencido' };
  return {
    ok: true,
    pedido: {
      ventaId: datos.v,
      email: datos.e,
      nombre: datos.n,
      motivo: datos.m,
      pedidoEn: new Date(datos.p),
      venceEn: new Date(datos.x),
    },
  };
}
