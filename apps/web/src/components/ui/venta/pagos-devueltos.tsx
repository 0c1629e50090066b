import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { formatPrice, type Venta } from '@feria/contracts';
import { formatDateTime } from '../../../lib/format';

// docs/producto/pagos.md#pagos-tardíos: a Mercado Pago payment the order could not take is given
// back; both sides of the order see it, with its operation number, amount and reason.

type Devolucion = NonNullable<Venta['pago']['historial']>[number];

/** The payments of this order that are being (or were) given back; empty when none. */
export function pagosDevueltos(venta: Pick<Venta, 'pago'>): Devolucion[] {
  return (venta.pago.historial ?? []).filter((p) => p.estado !== 'aprobado');
}

const TITULO = {
  comprador: { reembolso_pendiente: 'Te estamos devolviendo un pago', reembolsado: 'Te devolvimos un pago' },
  vendedor: {
    reembolso_pendiente: 'Se está devolviendo un pago al comprador',
    reembolsado: 'Se devolvió un pago al comprador',
  },
} as const;

export function PagosDevueltos({ venta, para }: { venta: Pick<Venta, 'pago'>; para: 'comprador' | 'vendedor' }) {
  const devueltos = pagosDevueltos(venta);
  if (devueltos.length === 0) return null;
  return (
    <Stack spacing={1}>
      {devueltos.map((p) => (
        <Alert key={p.id} severity="info" variant="outlined">
          <AlertTitle>{TITULO[para][p.estado as 'reembolso_pendiente' | 'reembolsado']}</AlertTitle>
          <Typography variant="body2">
            Mercado Pago aprobó un pago de <strong>{formatPrice(p.monto)}</strong> (operación {p.id}) que el pedido no
            podía tomar. {p.motivo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {p.estado === 'reembolsado'
              ? `Devuelto completo el ${formatDateTime(p.fecha)}. ${para === 'comprador' ? 'Según el medio de pago, puede tardar unos días en verse en tu cuenta.' : 'No te corresponde ese dinero: no hace falta que hagas nada.'}`
              : 'Ya pedimos la devolución completa a Mercado Pago.'}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
