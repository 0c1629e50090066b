import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { MENSAJES_DEVOLUCION } from '@feria/contracts';
import { ApiError } from '../../../lib/api-client';
import { PENDIENTE_DE_COMPLETAR, textoDeError } from '../devolucion-textos';

const MAXIMO = 1000;

interface Props {
  open: boolean;
  numero: number;
  /** The text the field starts with each time the dialog opens. */
  plantilla: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (instrucciones: string) => void;
  onClose: () => void;
}

/** What the field says is wrong: empty or short, too long, or with a bracketed part still to fill in. */
function problema(texto: string): string | undefined {
  const limpio = texto.trim();
  if (limpio.length < 10) return MENSAJES_DEVOLUCION.instrucciones;
  if (limpio.length > MAXIMO) return MENSAJES_DEVOLUCION.instruccionesLargas;
  const falta = PENDIENTE_DE_COMPLETAR.exec(limpio);
  if (falta) return `Completá lo que está entre corchetes: ${falta[0]}`;
  return undefined;
}

/**
 * docs/producto/devoluciones-pantallas.md#aceptar: accepting a return asks for the instructions
 * the buyer receives, starting from a template the seller edits. Closes only by the caller.
 */
export function InstruccionesDialog({ open, numero, plantilla, pending, error, onConfirm, onClose }: Props) {
  const [texto, setTexto] = useState(plantilla);
  const [intentado, setIntentado] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts from the template again (state adjusted during render).
    setWasOpen(open);
    if (open) {
      setTexto(plantilla);
      setIntentado(false);
    }
  }
  const titleId = useId();
  const ayudaId = useId();
  const local = intentado ? problema(texto) : undefined;
  // The server's answer about this field goes under it; any other failure in an alert.
  const delCampo = error instanceof ApiError && error.campo === 'instrucciones' ? error.message : undefined;
  const fieldError = local ?? delCampo;
  const close = () => {
    if (!pending) onClose();
  };
  const confirmar = () => {
    setIntentado(true);
    if (problema(texto)) return;
    onConfirm(texto.trim());
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={ayudaId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Aceptar la devolución del pedido #{numero}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={ayudaId}>
            El comprador recibe estas instrucciones por correo y en su pedido. Revisalas y completá lo que falta: a
            dónde y por qué medio mandar el producto. El envío de una devolución no le cuesta nada al comprador.
          </DialogContentText>
          <TextField
            label="Cómo devolver el producto"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            required
            multiline
            minRows={6}
            fullWidth
            disabled={pending}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${texto.trim().length}/${MAXIMO}`}
            slotProps={{ htmlInput: { 'aria-invalid': Boolean(fieldError) } }}
          />
          {error && !delCampo && (
            <Alert severity="error" role="alert">
              {textoDeError(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={pending}>
          Volver
        </Button>
        <Button variant="contained" onClick={confirmar} disabled={pending}>
          {pending ? 'Procesando...' : 'Aceptar devolución'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
