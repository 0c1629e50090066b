import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface Props {
  nombre: string;
  /** docs/producto/identidad.md#baja-del-emprendimiento deactivation (profile-status): resolves true when the server deactivated it. */
  onDesactivar: () => Promise<boolean>;
  /** The deactivation state of profile-status ('pending', and the stored error on failure). */
  pending: boolean;
  error: string | null;
}

/** 'Desactivar emprendimiento' with a typed confirmation (the shop name), docs/producto/identidad.md#baja-del-emprendimiento. */
export function DesactivarEmprendimiento({ nombre, onDesactivar, pending, error }: Props) {
  const [open, setOpen] = useState(false);
  // The stored error belongs to the last attempt: only shown once this dialog has tried.
  const [tried, setTried] = useState(false);
  const confirm = async () => {
    setTried(true);
    if (await onDesactivar()) setOpen(false);
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="desactivar-titulo"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'error.main' }}
    >
      <Typography id="desactivar-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Desactivar emprendimiento
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Tu tienda deja de aparecer en Feria y ya no vas a poder vender con esta cuenta.
      </Typography>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setTried(false);
          setOpen(true);
        }}
      >
        Desactivar emprendimiento
      </Button>
      <ConfirmDialog
        open={open}
        title="¿Desactivar tu emprendimiento?"
        confirmLabel="Desactivar"
        destructive
        pending={pending}
        error={tried && !pending ? error : null}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        requireText={{ label: `Escribí "${nombre}" para confirmar`, value: nombre }}
      >
        <Typography>
          <strong>{nombre}</strong> deja de mostrarse a los compradores. Para volver a activarlo vas a tener que
          escribirnos.
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
