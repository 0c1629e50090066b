import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import type { Venta } from '@feria/contracts';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useCancelarPedido } from '../api/pedidos';

/** 'Cancelar pedido' with its confirmation (an optional reason); the reserved stock goes back. */
export function CancelarPedido({ venta }: { venta: Venta }) {
  const [abierto, setAbierto] = useState(false);
  const cancelar = useCancelarPedido(venta.id);
  const notificar = useNotificar();
  const pagoEnviado = venta.pago.estado === 'en_revision';
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => {
          cancelar.reset();
          setAbierto(true);
        }}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Cancelar pedido
      </Button>
      <MotivoDialog
        open={abierto}
        title={`¿Cancelar el pedido #${venta.numero}?`}
        label="Motivo (opcional)"
        confirmLabel="Cancelar pedido"
        cancelLabel="Volver"
        destructive
        pending={cancelar.isPending}
        error={cancelar.error?.message ?? null}
        onClose={() => setAbierto(false)}
        onConfirm={(motivo) =>
          cancelar.mutate(motivo, {
            onSuccess: () => {
              setAbierto(false);
              notificar.exito(`Cancelaste el pedido #${venta.numero}.`);
            },
          })
        }
      >
        <Typography>
          {venta.emprendimientoNombre} deja de reservar tus productos y el pedido no se puede retomar.
          {pagoEnviado && ' Si ya transferiste, escribile al emprendimiento para que te devuelva el dinero.'}
        </Typography>
      </MotivoDialog>
    </>
  );
}
