import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Label of the reason field. */
  label: string;
  /** Text shown when the reason is required and empty; without it the reason is optional. */
  requiredMessage?: string;
  maxLength?: number;
  confirmLabel: string;
  /** The button that closes without doing anything ('Volver' when 'Cancelar' would be ambiguous). */
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  /** Server message of a failed attempt; the dialog stays open. */
  error?: string | null;
  onConfirm: (motivo: string | undefined) => void;
  onClose: () => void;
}

/** A confirmation that asks for a reason (rejecting, cancelling); closes only by the caller. */
export function MotivoDialog({
  open,
  title,
  children,
  label,
  requiredMessage,
  maxLength = 300,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const [motivo, setMotivo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts empty (state adjusted during render, no effect needed).
    setWasOpen(open);
    if (open) {
      setMotivo('');
      setIntentado(false);
    }
  }
  const titleId = useId();
  const limpio = motivo.trim();
  const faltante = Boolean(requiredMessage) && limpio.length === 0;
  const largo = limpio.length > maxLength;
  const fieldError = intentado && faltante ? requiredMessage : largo ? `Hasta ${maxLength} caracteres` : undefined;
  const close = () => {
    if (!pending) onClose();
  };
  const confirmar = () => {
    setIntentado(true);
    if (faltante || largo) return;
    onConfirm(limpio || undefined);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          <TextField
            label={label}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            required={Boolean(requiredMessage)}
            multiline
            minRows={2}
            fullWidth
            disabled={pending}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${limpio.length}/${maxLength}`}
            slotProps={{ htmlInput: { 'aria-invalid': Boolean(fieldError) } }}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={confirmar} disabled={pending}>
          {pending ? 'Procesando...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
