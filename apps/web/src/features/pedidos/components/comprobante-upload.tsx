import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useNotificar } from '../../../components/ui/notificaciones';
import { ERROR_COMPROBANTE, useSubirComprobante } from '../api/pedidos';
import {
  COMPROBANTE_TIPOS,
  comprobanteDesactualizado,
  mensajeErrorComprobante,
  validarComprobante,
} from '../pedido-reglas';

interface Props {
  ventaId: string;
  /** A proof was already sent: the button offers to replace it. */
  yaSubido: boolean;
  /** The seller did not find the money: a new proof is expected. */
  rechazado?: boolean;
  /** The order changed on the server meanwhile (e.g. the seller already answered): read it again. */
  onDesactualizado: () => void;
}

/** The transfer proof: JPEG, PNG, WebP or PDF up to 5 MB, checked here first and by content on the server. */
export function ComprobanteUpload({ ventaId, yaSubido, rechazado = false, onDesactualizado }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const ayudaId = useId();
  const [progreso, setProgreso] = useState(0);
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  const subir = useSubirComprobante(ventaId, setProgreso);
  const notificar = useNotificar();

  const elegido = (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be picked again after an error
    if (!file) return;
    subir.reset();
    const problema = validarComprobante(file);
    setErrorLocal(problema);
    if (problema) return;
    setProgreso(0);
    subir.mutate(file, {
      onSuccess: () => notificar.exito('Enviamos tu comprobante. El emprendimiento va a revisar la transferencia.'),
      onError: (e) => {
        if (comprobanteDesactualizado(e)) onDesactualizado();
      },
    });
  };
  const error = errorLocal ?? (subir.isError ? mensajeErrorComprobante(subir.error, ERROR_COMPROBANTE) : null);

  return (
    <Stack spacing={1.5}>
      <input
        ref={input}
        type="file"
        hidden
        accept={COMPROBANTE_TIPOS.join(',')}
        aria-describedby={ayudaId}
        data-testid="comprobante-input"
        onChange={(e) => elegido(e.target.files?.[0])}
      />
      <Box>
        <Button
          variant={yaSubido ? 'outlined' : 'contained'}
          startIcon={<UploadFileOutlinedIcon aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={subir.isPending}
          aria-describedby={ayudaId}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {subir.isPending
            ? 'Enviando comprobante...'
            : rechazado
              ? 'Subir otro comprobante'
              : yaSubido
                ? 'Reemplazar comprobante'
                : 'Subir comprobante'}
        </Button>
      </Box>
      <Typography id={ayudaId} variant="body2" color="text.secondary">
        Imagen JPEG, PNG o WebP, o un PDF, de hasta 5 MB.
      </Typography>
      {subir.isPending && (
        <LinearProgress variant="determinate" value={progreso} aria-label="Progreso de la subida del comprobante" />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
