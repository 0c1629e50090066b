import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Confirm button in red for irreversible or risky actions. */
  destructive?: boolean;
  pending?: boolean;
  /** Server message of a failed attempt; the dialog stays open. */
  error?: string | null;
  /** Typed confirmation ('Escribí el nombre de tu emprendimiento'): confirm stays disabled until it matches. */
  requireText?: { label: string; value: string };
  /** Confirm stays disabled while this is true (a checkbox in `children` not ticked yet). */
  confirmDisabled?: boolean;
}

/** Confirmation before an account or shop change; closes only by the caller (after success or cancel). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  destructive,
  pending,
  error,
  requireText,
  confirmDisabled,
}: Props) {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts empty (state adjusted during render, no effect needed).
    setWasOpen(open);
    if (open) setTyped('');
  }
  const titleId = useId();
  const matches =
    !requireText || typed.trim().toLocaleLowerCase('es') === requireText.value.trim().toLocaleLowerCase('es');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {requireText && (
            <TextField
              label={requireText.label}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              fullWidth
              disabled={pending}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={pending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending || !matches || confirmDisabled}
        >
          {pending ? 'Procesando...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
