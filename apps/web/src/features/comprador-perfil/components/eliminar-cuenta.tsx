import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useEliminarComprador } from '../api/comprador';

/** 'Eliminar mi cuenta': soft delete after a confirmation; the account becomes inactive. */
export function EliminarCuenta({
  compradorId,
  onDeleted,
}: {
  compradorId: string;
  onDeleted: () => Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  const eliminar = useEliminarComprador();
  const confirm = () =>
    eliminar.mutate(compradorId, {
      onSuccess: async () => {
        setOpen(false);
        await onDeleted();
      },
    });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="eliminar-cuenta-titulo"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'error.main' }}
    >
      <Typography id="eliminar-cuenta-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Eliminar mi cuenta
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Tu cuenta queda inactiva: no vas a poder comprar ni ver tus pedidos. Para reactivarla tenés que escribirnos.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Eliminar mi cuenta
      </Button>
      <ConfirmDialog
        open={open}
        title="¿Eliminar tu cuenta?"
        confirmLabel="Sí, eliminar mi cuenta"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message}
        onConfirm={confirm}
        onClose={() => {
          eliminar.reset();
          setOpen(false);
        }}
        requireText={{ label: 'Escribí ELIMINAR para confirmar', value: 'ELIMINAR' }}
      >
        <Typography>
          Vas a dejar de poder comprar con esta cuenta y tus datos de envío dejan de usarse. Esta acción no se deshace
          desde la app.
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
