import { useEffect, useId, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/Mic';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import ReplayIcon from '@mui/icons-material/Replay';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { MENSAJES_VOZ, type MotorVoz } from '@feria/contracts';
import { mmss } from '../wav';
import type { useGrabadora } from '../use-grabadora';
import { PAPEL } from './overlay';

export const EJEMPLO_VOZ =
  'Por ejemplo: «creá dos remeras de algodón, una roja talle M a doce mil pesos con diez unidades y otra negra talle L a trece mil quinientos» o «subí un diez por ciento todas las velas».';

interface Props {
  grabadora: ReturnType<typeof useGrabadora>;
  texto: string;
  onTexto: (t: string) => void;
  procesando: boolean;
  error: string | null;
  motor: MotorVoz | undefined;
  onCerrar: () => void;
  onEnviarAudio: () => void;
  onEnviarTexto: () => void;
}

const MOTOR: Record<MotorVoz['motor'], string> = {
  'openai-compatible': 'Voz: reconocimiento del servidor',
  browser: 'Voz: reconocimiento del navegador',
  none: 'Voz sin configurar: escribí el comando',
};

/** docs/producto/voz-grabador.md#estados-del-grabador recorder dialog, with the command box beside it (always available; the only way without a speech engine). */
export function GrabadoraDialog({
  grabadora: g,
  texto,
  onTexto,
  procesando,
  error,
  motor,
  onCerrar,
  onEnviarAudio,
  onEnviarTexto,
}: Props) {
  const tituloId = useId();
  const ocupado = g.estado === 'grabando' || g.estado === 'pausado' || procesando;
  const url = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  const descargar = () => {
    if (!g.wav) return;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = URL.createObjectURL(g.wav);
    const a = document.createElement('a');
    a.href = url.current;
    a.download = 'grabacion.wav';
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  return (
    <Dialog
      open
      onClose={ocupado ? undefined : onCerrar}
      fullWidth
      maxWidth="sm"
      aria-labelledby={tituloId}
      slotProps={{ paper: { sx: PAPEL } }}
    >
      <DialogTitle id={tituloId} sx={{ pr: 6 }}>
        Cargar o modificar productos por voz
        <IconButton
          aria-label="Cerrar"
          onClick={onCerrar}
          disabled={ocupado}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {motor && (
          <Chip size="small" variant="outlined" label={MOTOR[motor.motor]} title={motor.descripcion} sx={{ mb: 2 }} />
        )}
        <Box aria-live="polite" sx={{ textAlign: 'center', py: 1 }}>
          {procesando ? (
            <Typography role="status">Procesando audio, por favor espera...</Typography>
          ) : g.estado === 'inactivo' ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {EJEMPLO_VOZ}
              </Typography>
              <Button variant="contained" startIcon={<MicIcon />} onClick={() => void g.comenzar(texto)}>
                Comenzar Grabación
              </Button>
            </>
          ) : g.estado === 'grabando' || g.estado === 'pausado' ? (
            <>
              <Typography
                variant="h6"
                component="p"
                sx={{ color: g.estado === 'grabando' ? 'error.main' : 'text.secondary' }}
              >
                {g.estado === 'grabando' ? 'Escuchando...' : 'Grabación Pausada'}
              </Typography>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontVariantNumeric: 'tabular-nums', my: 1 }}
                aria-label={`Tiempo ${mmss(g.segundos)}`}
              >
                {mmss(g.segundos)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                {g.estado === 'grabando' ? (
                  <Button variant="outlined" startIcon={<PauseIcon />} onClick={g.pausar}>
                    Pausar
                  </Button>
                ) : (
                  <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={() => g.reanudar(texto)}>
                    Reanudar
                  </Button>
                )}
                <Button variant="contained" startIcon={<StopIcon />} onClick={g.terminar}>
                  Listo
                </Button>
              </Stack>
            </>
          ) : (
            <>
              <Typography variant="h6" component="p">
                Grabación Finalizada
              </Typography>
              <Typography sx={{ mb: 2 }}>¿Deseas procesar este audio?</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
                <Button startIcon={<ReplayIcon />} onClick={g.reiniciar}>
                  Grabar de Nuevo
                </Button>
                <Button startIcon={<DownloadIcon />} onClick={descargar}>
                  Descargar
                </Button>
                <Button variant="contained" startIcon={<SendIcon />} onClick={onEnviarAudio}>
                  Enviar Audio
                </Button>
              </Stack>
            </>
          )}
        </Box>
        {g.error === 'microfono' && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {MENSAJES_VOZ.microfono}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), onEnviarTexto())} sx={{ mt: 3 }}>
          <TextField
            label="Comando (escribilo o corregilo)"
            value={texto}
            onChange={(e) => onTexto(e.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            disabled={procesando}
            helperText={
              g.estado === 'grabando'
                ? 'Si tu navegador reconoce la voz, lo que decís aparece acá.'
                : 'Se envía junto con el audio, o solo con «Procesar texto».'
            }
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2, '& .MuiAlert-message': { overflow: 'visible' } }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onEnviarTexto} disabled={procesando || ocupado || texto.trim() === ''} variant="outlined">
          Procesar texto
        </Button>
      </DialogActions>
    </Dialog>
  );
}
