import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { MENSAJES_VENTA, formatPrice, type VentaResumen } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useResponderTransferencia } from '../api/ventas';

export type AccionTransferencia = 'confirmar' | 'rechazar';

interface Props {
  /** The order answered (kept while the dialog animates out). */
  venta: Pick<VentaResumen, 'id' | 'numero' | 'compradorNombre' | 'montoTotal' | 'pagoEstado'> | undefined;
  /** Which dialog is open, if any. */
  accion: AccionTransferencia | null;
  onClose: () => void;
}

/**
 * The seller's answer to a bank transfer, from the list or the detail panel: confirm the money
 * arrived (the order is paid) or reject the proof with a reason the buyer reads. Without a proof
 * the seller may still confirm, but only after ticking that the money is in the account
 * (docs/producto/pedidos.md#transferencia-sin-comprobante).
 */
export function TransferenciaDialogos({ venta, accion, onClose }: Props) {
  const responder = useResponderTransferencia();
  const notificar = useNotificar();
  const [visto, setVisto] = useState(false);
  const sinComprobante = venta !== undefined && venta.pagoEstado === 'pendiente';
  const cerrar = () => {
    responder.reset();
    setVisto(false);
    onClose();
  };
  const monto = venta ? formatPrice(venta.montoTotal) : '';
  return (
    <>
      <ConfirmDialog
        open={accion === 'confirmar'}
        title={sinComprobante ? '¿Te llegó la transferencia sin comprobante?' : '¿Recibiste la transferencia?'}
        confirmLabel={sinComprobante ? 'Confirmar sin comprobante' : 'Confirmar transferencia'}
        confirmDisabled={sinComprobante && !visto}
        pending={responder.isPending}
        error={responder.error?.message ?? null}
        onClose={cerrar}
        onConfirm={() =>
          venta &&
          responder.mutate(
            { id: venta.id, confirmada: true },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(`Confirmaste la transferencia del pedido #${venta.numero}: ya podés prepararlo.`);
              },
            },
          )
        }
      >
        {sinComprobante && (
          <Alert severity="warning">
            <strong>Sin comprobante todavía:</strong> {venta?.compradorNombre} no subió el comprobante del pedido #
            {venta?.numero}.
          </Alert>
        )}
        <Typography>
          Pedido #{venta?.numero} de {venta?.compradorNombre} por <strong>{monto}</strong>. Confirmá solo si ves el
          dinero acreditado en tu cuenta: el pedido queda pagado.
        </Typography>
        {sinComprobante && (
          <FormControlLabel
            control={
              <Checkbox checked={visto} onChange={(e) => setVisto(e.target.checked)} disabled={responder.isPending} />
            }
            label={`Vi los ${monto} acreditados en mi cuenta`}
          />
        )}
      </ConfirmDialog>
      <MotivoDialog
        open={accion === 'rechazar'}
        title="Rechazar el comprobante"
        label="Motivo"
        requiredMessage={MENSAJES_VENTA.motivoRequerido}
        confirmLabel="Rechazar comprobante"
        destructive
        pending={responder.isPending}
        error={responder.error?.message ?? null}
        onClose={cerrar}
        onConfirm={(motivo) =>
          venta &&
          motivo &&
          responder.mutate(
            { id: venta.id, confirmada: false, motivo },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(
                  `Le avisamos a ${venta.compradorNombre} que la transferencia del pedido #${venta.numero} no se acreditó.`,
                );
              },
            },
          )
        }
      >
        <Typography>
          {venta?.compradorNombre} va a ver este motivo en su pedido #{venta?.numero} y puede enviar otro comprobante
          mientras dure la reserva.
        </Typography>
      </MotivoDialog>
    </>
  );
}
