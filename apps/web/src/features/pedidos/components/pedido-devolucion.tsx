import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { formatPrice, type DevolucionVenta, type Venta } from '@feria/contracts';
import { DevolucionEstado } from '../../../components/ui/venta/devolucion-estado';

// docs/producto/devoluciones-pantallas.md#el-comprador: the buyer's return on the order: where it
// stands, how to send the product back once accepted, the refusal's reason, or the money returned.

/** What the buyer is told at each state of the return. */
function Situacion({ venta, d }: { venta: Venta; d: DevolucionVenta }) {
  const tienda = venta.emprendimientoNombre;
  switch (d.estado) {
    case 'solicitada':
      return (
        <Typography variant="body2">
          Le avisamos a {tienda} que te arrepentiste. Cuando la acepte vas a ver acá, y en tu correo, cómo devolver el
          producto. El envío de la devolución no te cuesta nada.
        </Typography>
      );
    case 'aceptada':
      return (
        <Box
          component="section"
          aria-labelledby="devolucion-como"
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <Typography id="devolucion-como" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
            Cómo devolver el producto
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {d.instrucciones}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Cuando {tienda} reciba el producto te devolvemos el dinero.
          </Typography>
        </Box>
      );
    case 'recibida':
      return venta.pago.estado === 'aprobado' ? (
        <Typography variant="body2">
          {tienda} recibió el producto. Estamos devolviéndote {formatPrice(venta.montoTotal)} por Mercado Pago: te
          avisamos por correo cuando esté hecho.
        </Typography>
      ) : (
        <Typography variant="body2">
          {tienda} recibió el producto. Como el pago no se había acreditado, no hay dinero que devolver: el pedido quedó
          cancelado.
        </Typography>
      );
    case 'reembolsada':
      return (
        <Alert severity="success">
          <AlertTitle>Te devolvimos {formatPrice(venta.reembolso?.monto ?? venta.montoTotal)}</AlertTitle>
          {venta.pago.metodo === 'MERCADO_PAGO'
            ? 'Según el medio de pago, puede tardar unos días en verse en tu cuenta.'
            : `Por transferencia${(d.nota ?? venta.reembolso?.nota) ? `: ${d.nota ?? venta.reembolso?.nota}` : '.'}`}
        </Alert>
      );
    case 'rechazada':
      return (
        <Typography variant="body2">
          Si no estás de acuerdo, escribile a {tienda} por los mensajes del pedido. También podés hacer un reclamo en
          Defensa del Consumidor con el código de arrepentimiento.
        </Typography>
      );
  }
}

/** The order's return for the buyer: steps and code, what comes next, and the reason they gave. */
export function PedidoDevolucion({ venta, devolucion }: { venta: Venta; devolucion: DevolucionVenta }) {
  const sinCobro =
    devolucion.estado === 'recibida' && venta.pago.estado !== 'aprobado' && venta.pago.estado !== 'reembolsado';
  return (
    <Stack spacing={1.5}>
      <DevolucionEstado devolucion={devolucion} para="comprador" sinReembolso={sinCobro} />
      <Situacion venta={venta} d={devolucion} />
      {devolucion.motivo && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Tu motivo: {devolucion.motivo}
        </Typography>
      )}
    </Stack>
  );
}
