import {
  envioDomicilioGratis,
  MENSAJES_VENTA,
  type DireccionGuardada,
  type EnvioVenta,
  type MetodoEnvio,
  type VentaInputParsed,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import { direccionDe } from '../compradores/direcciones.queries';
import { metodoParaProvincia } from '../envios/cobertura';
import { metodoParaPedido } from '../envios/envios.queries';
import { nombreProvincia } from '../referencias/referencias.queries';

// docs/producto/envios.md#costo-en-el-pedido: the delivery an order is placed with. The method is
// read from the shop's stored ones inside the order's transaction, the cost from its zone for the
// address's province; nothing the client says about a cost is read.

type EnvioInput = NonNullable<VentaInputParsed['envio']>;

/** What the order stores: the cost, the method's id and the copy the order shows from then on. */
export interface EnvioDelPedido {
  monto: number;
  metodoId: string | null;
  copia: EnvioVenta | null;
  /** The platform's or the shop's free delivery waived the cost (decision 086). */
  gratis: boolean;
}

export const SIN_ENVIO: EnvioDelPedido = { monto: 0, metodoId: null, copia: null, gratis: false };

/**
 * docs/producto/direcciones.md#propiedad: the saved address the order names, read before the
 * transaction; another buyer's (or a removed one) answers 404 like one that never existed.
 */
export async function direccionElegida(
  db: Database,
  compradorId: string,
  envio: EnvioInput | undefined,
): Promise<DireccionGuardada | undefined> {
  if (!envio?.idDireccion) return undefined;
  const direccion = await direccionDe(db, compradorId, envio.idDireccion);
  if (!direccion) throw errorDe('DIRECCION_NO_ENCONTRADA', { campo: 'envio.idDireccion' });
  return direccion;
}

/** The order's `direccionEnvio` from a saved address (piso and depto in one short field). */
export function direccionDeEnvio(d: DireccionGuardada) {
  return {
    calle: d.calle,
    numero: d.numero,
    pisoDepto: [d.piso, d.depto].filter(Boolean).join(' ').slice(0, 20) || null,
    ciudad: d.ciudad,
    idProvincia: d.idProvincia,
    codigoPostal: d.codigoPostal,
  };
}

const copiaDireccion = (d: DireccionGuardada): NonNullable<EnvioVenta['direccion']> => ({
  destinatario: d.destinatario,
  telefono: d.telefono,
  calle: d.calle,
  numero: d.numero,
  piso: d.piso,
  depto: d.depto,
  ciudad: d.ciudad,
  idProvincia: d.idProvincia,
  provincia: d.provincia,
  codigoPostal: d.codigoPostal,
  indicaciones: d.indicaciones,
});

/**
 * docs/producto/envios.md#costo-en-el-pedido, inside the order's transaction. `montos`: the
 * products after their discounts (`conDescuentos`, the platform's $ 90.000 promise, decision 035)
 * and after the coupon too (`total`, the shop's `gratisDesde`, decision 087).
 */
export async function envioDelPedido(
  tx: Database,
  emprendimientoId: string,
  envio: EnvioInput | undefined,
  direccion: DireccionGuardada | undefined,
  montos: { conDescuentos: number; total: number },
): Promise<EnvioDelPedido> {
  if (!envio) return SIN_ENVIO;
  const leido = await metodoParaPedido(tx, emprendimientoId, envio.idMetodo);
  if (!leido) throw errorDe('METODO_ENVIO_NO_DISPONIBLE');
  if (leido.eliminado)
    throw errorDe('METODO_ENVIO_NO_DISPONIBLE', { detalle: MENSAJES_VENTA.envioEliminado(leido.metodo.nombre) });
  const m = leido.metodo;
  const base = { idMetodo: m.id, tipo: m.tipo, nombre: m.nombre };
  if (m.tipo === 'RETIRO') {
    if (direccion) throw errorDe('ENVIO_RETIRO_CON_DIRECCION');
    const provincia = (await nombreProvincia(tx, m.direccion.idProvincia)) ?? '';
    const copia = { ...base, retiro: { direccion: { ...m.direccion, provincia }, horarios: m.horarios } };
    return { monto: 0, metodoId: m.id, copia, gratis: false };
  }
  if (m.tipo === 'A_COORDINAR') {
    const copia = { ...base, ...(direccion ? { direccion: copiaDireccion(direccion) } : {}) };
    return { monto: 0, metodoId: m.id, copia, gratis: false };
  }
  if (!direccion) throw errorDe('ENVIO_DIRECCION_REQUERIDA');
  return domicilio(m, direccion, montos);
}

function domicilio(
  m: Extract<MetodoEnvio, { tipo: 'DOMICILIO' }>,
  direccion: DireccionGuardada,
  montos: { conDescuentos: number; total: number },
): EnvioDelPedido {
  const alcance = metodoParaProvincia(m, direccion.idProvincia);
  if (!alcance || alcance.tipo !== 'DOMICILIO' || alcance.costo === null)
    throw errorDe('ENVIO_SIN_COBERTURA', { detalle: MENSAJES_VENTA.noEnviaA(direccion.provincia) });
  // docs/producto/envios.md#costo-en-el-pedido: free at or above either threshold (≥, decision 086),
  // the same rule the products' badge follows (contracts' pricing).
  const gratis = envioDomicilioGratis(montos, m.gratisDesde);
  const copia: EnvioVenta = {
    idMetodo: m.id,
    tipo: 'DOMICILIO',
    nombre: m.nombre,
    diasMin: alcance.diasMin ?? undefined,
    diasMax: alcance.diasMax ?? undefined,
    direccion: copiaDireccion(direccion),
  };
  return { monto: gratis ? 0 : alcance.costo, metodoId: m.id, copia, gratis };
}
