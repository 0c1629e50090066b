import { Typography } from '@mui/material';
import { MENSAJES_VENTA, formatPrice, type VentaResumen } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useResponderTransferencia } from '../api/ventas';

export type AccionTransferencia = 'confirmar' | 'rechazar';

interface Props {
  /** The order answered (kept while the dialog animates out). */
  venta: Pick<VentaResumen, 'id' | 'numero' | 'compradorNombre' | 'montoTotal'> | undefined;
  /** Which dialog is open, if any. */
  accion: AccionTransferencia | null;
  onClose: () => void;
}

/**
 * The seller's answer to a bank transfer, from the list or the detail panel: confirm the money
 * arrived (the order is paid) or reject the proof with a reason the buyer reads.
 */
export function TransferenciaDialogos({ venta, accion, onClose }: Props) {
  const responder = useResponderTransferencia();
  const notificar = useNotificar();
  const cerrar = () => {
    responder.reset();
    onClose();
  };
  return (
    <>
      <ConfirmDialog
        open={accion === 'confirmar'}
        title="¿Recibiste la transferencia?"
        confirmLabel="Confirmar transferencia"
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
        <Typography>
          Pedido #{venta?.numero} de {venta?.compradorNombre} por <strong>{venta ? formatPrice(venta.montoTotal) : ''}</strong>. Confirmá solo si ves el dinero acreditado en tu cuenta: el pedido queda pagado.
        </Typography>
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
                notificar.exito(`Le avisamos a ${venta.compradorNombre} que la transferencia del pedido #${venta.numero} no se acreditó.`);
              },
            },
          )
        }
      >
        <Typography>
          {venta?.compradorNombre} va a ver este motivo en su pedido #{venta?.numero} y puede enviar otro comprobante mientras dure la reserva.
        </Typography>
      </MotivoDialog>
    </>
  );
}
