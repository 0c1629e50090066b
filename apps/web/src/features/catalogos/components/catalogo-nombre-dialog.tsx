import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { catalogoInput } from '@feria/contracts';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Current name when renaming. */
  initialNombre?: string;
  pending: boolean;
  /** Server message of the failed attempt (e.g. the name is taken); the dialog stays open. */
  error: string | null;
  onSubmit: (nombre: string) => void;
  onClose: () => void;
}

/** Create or rename a catalog: one name field, validated with the contracts schema before sending. */
export function CatalogoNombreDialog({
  open,
  title,
  confirmLabel,
  initialNombre = '',
  pending,
  error,
  onSubmit,
  onClose,
}: Props) {
  const titleId = useId();
  const [nombre, setNombre] = useState(initialNombre);
  const [invalido, setInvalido] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts from the catalog's name (state adjusted during render).
    setWasOpen(open);
    if (open) {
      setNombre(initialNombre);
      setInvalido(null);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const parsed = catalogoInput.safeParse({ nombre });
    if (!parsed.success) return setInvalido(parsed.error.issues[0]?.message ?? 'Nombre inválido');
    setInvalido(null);
    onSubmit(parsed.data.nombre);
  };
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Nombre del catálogo"
              value={nombre}
              onChange={(e) => setNombre(e.target.value)}
              error={Boolean(invalido)}
              helperText={invalido ?? 'Por ejemplo: Verano, Regalos, Más vendidos.'}
              required
              autoFocus
              fullWidth
              disabled={pending}
              slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
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
            Cancelar
          </Button>
          {/* Stays enabled while sending so keyboard focus is not lost; `submit` ignores repeats. */}
          <Button type="submit" variant="contained" aria-disabled={pending}>
            {pending ? 'Guardando...' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
