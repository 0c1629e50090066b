import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  pending: boolean;
  /** Server message of the failed attempt; the dialog stays open with what was typed. */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The shell of the discount and coupon forms: full screen on a phone, 'Guardar' with its loading state. */
export function PromocionDialog({ open, title, pending, error, onSubmit, onClose, children }: Props) {
  const titleId = useId();
  const telefono = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={telefono}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={pending}>
            Cancelar
          </Button>
          {/* Stays enabled while sending so keyboard focus is not lost; `submit` ignores repeats. */}
          <Button
            type="submit"
            variant="contained"
            aria-disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {pending ? 'Guardando...' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
