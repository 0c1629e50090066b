import { formatPrice, type Venta } from '@feria/contracts';

// What a payment-return page (docs/producto/rutas.md#tabla-de-rutas pago/exito|error|pendiente) says. Mercado Pago's redirect is a
// hint; the order's state on the server is the truth, and it wins when they disagree.

export type Resultado = 'exito' | 'pendiente' | 'error';
export type Tono = 'exito' | 'pendiente' | 'error' | 'info';

export interface Vista {
  tono: Tono;
  titulo: string;
  texto: string;
}

/** Without the order (visitor, no `external_reference`, not found): what the redirect alone lets us say. */
export const VISTA_GENERICA: Record<Resultado, Vista> = {
  // Mercado Pago's redirect alone never proves the payment (anyone can type ?status=approved):
  // without the order read from our server the page stays neutral and offers the way to see it.
  exito: {
    tono: 'pendiente',
    titulo: 'Estamos confirmando tu pago',
    texto:
      'Cuando Mercado Pago nos confirme el pago, vas a verlo en tu pedido. Iniciá sesión o entrá a Mis Pedidos para ver su estado.',
  },
  pendiente: {
    tono: 'pendiente',
    titulo: 'Tu pago está pendiente',
    texto:
      'Mercado Pago todavía está procesando el pago. Cuando se acredite, vas a ver el pedido actualizado en Mis Pedidos.',
  },
  error: {
    tono: 'error',
    titulo: 'No pudimos procesar el pago',
    texto: 'El pago fue rechazado o cancelado y no se hizo ningún cargo. Podés intentarlo de nuevo desde tu carrito.',
  },
};

/**
 * The page for this order. `esperando`: the exito page is still polling for Mercado Pago's
 * notification (its redirect says approved, our server does not know yet).
 */
export function vistaDelPedido(
  resultado: Resultado,
  venta: Pick<Venta, 'estado' | 'emprendimientoNombre' | 'pago'>,
  esperando: boolean,
): Vista {
  const tienda = venta.emprendimientoNombre;
  // docs/producto/pagos.md#pagos-tardíos: a payment that arrived when the order could no longer take it.
  const devuelto = (venta.pago.historial ?? []).find((p) => p.estado !== 'aprobado');
  if (devuelto && venta.pago.estado === 'aprobado') {
    return {
      tono: 'exito',
      titulo: '¡Pago aprobado!',
      texto: `Recibimos tu pago. Mercado Pago aprobó además un segundo pago de ${formatPrice(devuelto.monto)} para el mismo pedido: ya pedimos su devolución completa.`,
    };
  }
  if (devuelto) {
    return {
      tono: 'info',
      titulo: 'Te devolvemos el pago',
      texto: `${devuelto.motivo ?? 'El pedido ya no podía recibir este pago.'} Mercado Pago aprobó ${formatPrice(devuelto.monto)} y ya pedimos la devolución completa; según el medio de pago, puede tardar unos días en verse.`,
    };
  }
  switch (venta.pago.estado) {
    case 'aprobado':
      return {
        tono: 'exito',
        titulo: '¡Pago aprobado!',
        texto: `Recibimos tu pago. ${tienda} ya tiene tu pedido y te va a avisar cuando esté listo.`,
      };
    case 'en_revision':
      return {
        tono: 'pendiente',
        titulo: 'Comprobante en revisión',
        texto: `${tienda} va a confirmar la transferencia cuando vea el dinero en su cuenta.`,
      };
    case 'rechazado':
      return {
        tono: 'error',
        titulo: 'No pudimos procesar el pago',
        texto:
          'Mercado Pago rechazó el pago y no se hizo ningún cargo. Liberamos los productos reservados: podés volver a la tienda y hacer el pedido otra vez.',
      };
    case 'vencido':
      return {
        tono: 'error',
        titulo: 'Venció el plazo para pagar',
        texto: 'El pedido se canceló y los productos reservados volvieron a la tienda.',
      };
    case 'cancelado':
      return {
        tono: 'info',
        titulo: 'Pedido cancelado',
        texto: 'Este pedido está cancelado; no se hizo ningún cargo.',
      };
    case 'reembolsado':
      return { tono: 'info', titulo: 'Pago reembolsado', texto: 'Te devolvimos el dinero de este pedido.' };
    case 'pendiente':
      if (resultado === 'exito') {
        return esperando
          ? {
              tono: 'pendiente',
              titulo: 'Estamos confirmando tu pago',
              texto: 'Mercado Pago ya aprobó el pago; falta que nos llegue su aviso. Suele tardar unos segundos.',
            }
          : {
              tono: 'pendiente',
              titulo: 'Tu pago se está acreditando',
              texto:
                'Mercado Pago todavía no nos confirmó el pago. Cuando llegue, vas a ver el pedido actualizado en Mis Pedidos. No hace falta que pagues de nuevo.',
            };
      }
      if (resultado === 'error') {
        return {
          tono: 'error',
          titulo: 'No se completó el pago',
          texto: ofrecerReintento(resultado, venta)
            ? 'Tu pedido sigue reservado por un tiempo: podés intentar pagarlo de nuevo.'
            : 'Tu pedido sigue reservado por un tiempo. En Mis Pedidos podés ver su estado o cancelarlo.',
        };
      }
      return VISTA_GENERICA.pendiente;
  }
}

/** 'Reintentar pago' is offered unless Mercado Pago said approved (paying twice would charge twice). */
export function ofrecerReintento(resultado: Resultado, venta: Pick<Venta, 'estado' | 'pago'>): boolean {
  return (
    resultado !== 'exito' &&
    venta.estado === 'pendiente' &&
    venta.pago.estado === 'pendiente' &&
    Boolean(venta.pago.urlPago)
  );
}
