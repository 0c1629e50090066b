import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ventasCompradorApi as api, type Venta } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';
import { puedeReintentarPago } from '../pedido-reglas';
import { pedidoQuery } from './pedidos';

/**
 * The buyer's newest Mercado Pago order still waiting for its payment and still payable (its link
 * offered), or null (docs/producto/carrito.md#pedido-esperando-el-pago). Asked afresh on every mount
 * and when the browser brings the page back from its cache (Back from Mercado Pago): an order
 * placed a minute ago must show.
 */
export function usePedidoEsperandoPago(): Venta | null {
  const lista = useQuery({
    ...consulta(api.listar, { query: { page: 0, size: 10, estado: 'pendiente' } }),
    staleTime: 0,
  });
  const candidato = lista.data?.content.find((v) => v.metodoPago === 'MERCADO_PAGO' && v.pagoEstado === 'pendiente');
  const detalle = useQuery({ ...pedidoQuery(candidato?.id ?? ''), enabled: candidato !== undefined, staleTime: 0 });
  const { refetch } = lista;
  useEffect(() => {
    const alVolver = (e: PageTransitionEvent) => {
      if (e.persisted) void refetch();
    };
    window.addEventListener('pageshow', alVolver);
    return () => window.removeEventListener('pageshow', alVolver);
  }, [refetch]);
  return candidato && detalle.data?.id === candidato.id && puedeReintentarPago(detalle.data) ? detalle.data : null;
}
