import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Venta } from '@feria/contracts';
import { useNotificar } from '../../../components/ui/notificaciones';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { verComprobante } from '../api/pedidos';
import { puedeReintentarPago, puedeSubirComprobante } from '../pedido-reglas';
import { ComprobanteUpload } from './comprobante-upload';
import { METODO_LABEL } from './pedidos-list';
import { TransferenciaDatos } from './transferencia-datos';
import { PagosDevueltos } from '../../../components/ui/venta/pagos-devueltos';

/** Until when the stock waits for the payment, while it does. */
function Reserva({ venta }: { venta: Venta }) {
  if (!venta.reservaHasta || venta.estado !== 'pendiente') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Reservamos tus productos hasta el <time dateTime={venta.reservaHasta}>{formatDateTime(venta.reservaHasta)}</time>.
      Si no se acredita el pago para entonces, el pedido se cancela.
    </Typography>
  );
}

function VerComprobante({ ventaId }: { ventaId: string }) {
  const [abriendo, setAbriendo] = useState(false);
  const notificar = useNotificar();
  const abrir = () => {
    setAbriendo(true);
    verComprobante(ventaId)
      .catch((e: Error) => notificar.error(e.message))
      .finally(() => setAbriendo(false));
  };
  return (
    <Button
      size="small"
      onClick={abrir}
      disabled={abriendo}
      endIcon={<OpenInNewIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {abriendo ? 'Abriendo...' : 'Ver el comprobante enviado'}
      <Box component="span" sx={visuallyHidden}>
        (se abre en una pestaña nueva)
      </Box>
    </Button>
  );
}

/** The payment: its state and what the buyer can do next (pay again, transfer and send the proof). */
export function PedidoPago({ venta, onDesactualizado }: { venta: Venta; onDesactualizado: () => void }) {
  const { pago } = venta;
  const t = pago.transferencia;
  return (
    <Stack spacing={2}>
      {/* The state chip is in the page header, right above. */}
      <Typography sx={{ fontWeight: 600 }}>{METODO_LABEL[pago.metodo]}</Typography>

      {puedeReintentarPago(venta) && (
        <>
          <Typography>
            Todavía no recibimos la confirmación de Mercado Pago. Si no llegaste a pagar, podés intentarlo de nuevo.
          </Typography>
          <Button variant="contained" component="a" href={venta.pago.urlPago} sx={{ alignSelf: { sm: 'flex-start' } }}>
            Reintentar pago
          </Button>
        </>
      )}

      {pago.metodo === 'MERCADO_PAGO' &&
        pago.estado === 'pendiente' &&
        venta.estado === 'pendiente' &&
        !puedeReintentarPago(venta) && (
          <Typography>
            Todavía no recibimos la confirmación de Mercado Pago. Si no llegaste a pagar, podés cancelar el pedido y
            volver a hacerlo.
          </Typography>
        )}

      {t && t.motivoRechazo && pago.estado === 'pendiente' && (
        <Alert severity="warning">
          <AlertTitle>El emprendimiento no encontró tu transferencia</AlertTitle>
          {t.motivoRechazo}
        </Alert>
      )}
      {t && pago.estado === 'en_revision' && (
        <Alert severity="info">
          Recibimos tu comprobante. El emprendimiento va a confirmar la transferencia cuando vea el dinero en su cuenta.
        </Alert>
      )}
      {t && puedeSubirComprobante(venta) && (
        <>
          <Typography>
            Transferí el monto exacto a esta cuenta y poné el concepto, así el emprendimiento reconoce tu pago. Después
            subí el comprobante.
          </Typography>
          <TransferenciaDatos datos={t} />
          <ComprobanteUpload
            ventaId={venta.id}
            yaSubido={t.comprobanteSubido}
            rechazado={Boolean(t.motivoRechazo)}
            onDesactualizado={onDesactualizado}
          />
        </>
      )}
      {t?.comprobanteSubido && <VerComprobante ventaId={venta.id} />}
      {pago.estado === 'aprobado' && (
        <Typography>
          {venta.estado === 'pendiente'
            ? 'Pago acreditado. El emprendimiento ya puede preparar tu pedido.'
            : 'Pago acreditado.'}
        </Typography>
      )}
      {pago.estado === 'reembolsado' && (
        <Typography>
          {venta.reembolso?.nota
            ? `El emprendimiento te devolvió el dinero: ${venta.reembolso.nota}`
            : 'El emprendimiento te devolvió el dinero.'}
        </Typography>
      )}
      <PagosDevueltos venta={venta} para="comprador" />
      <Reserva venta={venta} />
    </Stack>
  );
}
