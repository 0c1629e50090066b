import { useState } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { ESTADOS_VENTA, MENSAJES_VENTA, formatPrice, type EstadoVenta, type VentaResumen } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ESTADO_VENTA_LABEL } from '../../../components/ui/estado-venta-chip';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useResponderTransferencia, useVentasVendedor } from '../api/ventas';
import { puedeRechazar } from '../venta-acciones';
import { VentasList, type AccionVenta } from './ventas-list';

const TODOS = 'todos';

/**
 * 'Ventas' (spec §2.2), minimal: the shop's orders by estado and the bank-transfer answer
 * (confirm the money arrived, or reject the proof with a reason). The full sales screen builds on it.
 */
export function VentasPage({ emprendimientoId }: { emprendimientoId: string }) {
  const [estado, setEstado] = useState<EstadoVenta | undefined>(undefined);
  const lista = useVentasVendedor(emprendimientoId, estado);
  const responder = useResponderTransferencia();
  const [dialogo, setDialogo] = useState<{ accion: AccionVenta; venta: VentaResumen; abierto: boolean } | null>(null);
  const notificar = useNotificar();

  const abrir = (accion: AccionVenta, venta: VentaResumen) => {
    responder.reset();
    setDialogo({ accion, venta, abierto: true });
  };
  // The order stays while the dialog animates out.
  const venta = dialogo?.venta;
  const cerrar = () => setDialogo((d) => d && { ...d, abierto: false });
  const porRevisar = lista.data?.filter(puedeRechazar).length ?? 0;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Ventas"
        description="Los pedidos de tu tienda, del más nuevo al más viejo. Confirmá acá las transferencias que recibiste."
        actions={
          <TextField
            select
            size="small"
            label="Estado"
            value={estado ?? TODOS}
            onChange={(e) => setEstado(e.target.value === TODOS ? undefined : (e.target.value as EstadoVenta))}
            sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
          >
            <MenuItem value={TODOS}>Todos</MenuItem>
            {ESTADOS_VENTA.map((e) => (
              <MenuItem key={e} value={e}>
                {ESTADO_VENTA_LABEL[e]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {porRevisar > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {porRevisar === 1 ? 'Tenés 1 comprobante de transferencia para revisar.' : `Tenés ${porRevisar} comprobantes de transferencia para revisar.`}
        </Alert>
      )}
      {lista.isPending ? (
        <LoadingState label="Cargando ventas..." />
      ) : lista.isError ? (
        <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.length === 0 ? (
        <EmptyState
          title={estado ? `No tenés ventas en estado “${ESTADO_VENTA_LABEL[estado]}”` : 'Todavía no tenés ventas'}
          description={estado ? undefined : 'Cuando alguien compre en tu tienda, el pedido aparece acá.'}
        />
      ) : (
        <VentasList ventas={lista.data} onAccion={abrir} />
      )}

      <ConfirmDialog
        open={dialogo?.accion === 'confirmar' && dialogo.abierto}
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
        open={dialogo?.accion === 'rechazar' && dialogo.abierto}
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
    </Box>
  );
}
