import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { CHAT_MAX_CARACTERES, MENSAJES_CHAT, numeroAR, type MensajeChat, type RolChat } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { useEnviarMensaje, useHilo } from '../api/chat';

interface Props {
  ventaId: string;
  rol: RolChat;
}

/** From here on the field counts what is left (docs/producto/pedidos.md#chat). */
const AVISO_DESDE = CHAT_MAX_CARACTERES - 200;

const quedan = (n: number) => (n === 1 ? 'Te queda 1 carácter' : `Te quedan ${numeroAR(n)} caracteres`);

/** What a screen reader hears as the limit nears: a few steps, not every keystroke. */
function tramo(restantes: number): string {
  if (restantes <= 0) return `Llegaste al máximo de ${numeroAR(CHAT_MAX_CARACTERES)} caracteres`;
  const paso = [10, 50, 100, 200].find((p) => restantes <= p);
  return paso === undefined ? '' : `Te quedan menos de ${paso} caracteres`;
}

/**
 * The order's chat between its buyer and its shop (docs/producto/api.md#ventas): messages as plain text (React
 * escapes them; never HTML), own ones on the right with their read mark, the other side's on the
 * left. Enter sends, Shift+Enter starts a new line; new messages are announced politely.
 */
export function ChatVenta({ ventaId, rol }: Props) {
  const hilo = useHilo(ventaId, rol);
  const enviar = useEnviarMensaje(ventaId, rol);
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  /** The length a refused paste would have given the message (its message shows until the next edit). */
  const [pegadoRechazado, setPegadoRechazado] = useState<number | null>(null);
  const lista = useRef<HTMLOListElement>(null);
  const campo = useId();
  const cantidad = hilo.data?.mensajes.length ?? 0;

  useEffect(() => {
    // The newest message in sight (inside the list only: the page does not jump).
    const ol = lista.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [cantidad]);

  const limpio = texto.trim();
  const restantes = CHAT_MAX_CARACTERES - limpio.length;
  const error =
    intentado && limpio.length === 0
      ? MENSAJES_CHAT.vacio
      : limpio.length > CHAT_MAX_CARACTERES
        ? MENSAJES_CHAT.largo
        : null;
  const ayuda =
    limpio.length >= AVISO_DESDE && restantes >= 0
      ? `${quedan(restantes)} · Enter envía`
      : 'Enter envía, Mayús+Enter agrega una línea';
  // No maxLength on the field: the browser would cut a long paste silently, and the message would
  // then be refused anyway. A paste that does not fit is refused whole, and what was typed stays.
  const alPegar = (e: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const el = e.currentTarget;
    const pegado = e.clipboardData.getData('text/plain');
    const resultado =
      texto.slice(0, el.selectionStart ?? texto.length) + pegado + texto.slice(el.selectionEnd ?? texto.length);
    if (resultado.trim().length <= CHAT_MAX_CARACTERES) return;
    e.preventDefault();
    setPegadoRechazado(resultado.trim().length);
  };
  const mandar = () => {
    setIntentado(true);
    if (limpio.length === 0 || limpio.length > CHAT_MAX_CARACTERES || enviar.isPending) return;
    enviar.mutate(limpio, {
      onSuccess: () => {
        setTexto('');
        setIntentado(false);
      },
    });
  };
  const alTeclear = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      mandar();
    }
  };

  if (hilo.isPending) {
    return (
      <Box role="status" aria-label="Cargando mensajes...">
        <Skeleton height={48} />
        <Skeleton height={48} width="70%" sx={{ ml: 'auto' }} />
      </Box>
    );
  }
  if (hilo.isError) return <ErrorState message={hilo.error.message} onRetry={() => void hilo.refetch()} />;
  const otro = hilo.data.interlocutor;

  return (
    <Stack spacing={1.5}>
      {hilo.data.mensajes.length === 0 ? (
        <Typography color="text.secondary">
          Todavía no hay mensajes.{' '}
          {rol === 'comprador'
            ? `Escribile a ${otro} si tenés alguna pregunta sobre tu pedido.`
            : `Escribile a ${otro} para coordinar la entrega.`}
        </Typography>
      ) : (
        <Box
          component="ol"
          ref={lista}
          aria-label={`Mensajes con ${otro}`}
          aria-live="polite"
          aria-relevant="additions"
          tabIndex={0}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            maxHeight: 360,
            overflowY: 'auto',
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          {hilo.data.mensajes.map((m) => (
            <Burbuja key={m.id} m={m} otro={otro} />
          ))}
        </Box>
      )}
      <TextField
        id={campo}
        label="Tu mensaje"
        multiline
        minRows={2}
        maxRows={6}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setPegadoRechazado(null);
        }}
        onKeyDown={alTeclear}
        error={Boolean(error)}
        helperText={error ?? ayuda}
        slotProps={{ htmlInput: { onPaste: alPegar } }}
      />
      <Box aria-live="polite" sx={visuallyHidden}>
        {tramo(restantes)}
      </Box>
      {pegadoRechazado !== null && (
        <Alert severity="warning" role="alert" onClose={() => setPegadoRechazado(null)}>
          {MENSAJES_CHAT.pegadoLargo(pegadoRechazado)}
        </Alert>
      )}
      {enviar.isError && <Alert severity="error">{enviar.error.message}</Alert>}
      <Box>
        <Button variant="contained" endIcon={<SendIcon aria-hidden />} onClick={mandar} disabled={enviar.isPending}>
          {enviar.isPending ? 'Enviando...' : 'Enviar'}
        </Button>
      </Box>
    </Stack>
  );
}

function Burbuja({ m, otro }: { m: MensajeChat; otro: string }) {
  return (
    <Box
      component="li"
      sx={{
        alignSelf: m.propio ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: m.propio ? 'primary.main' : 'background.paper',
        color: m.propio ? 'primary.contrastText' : 'text.primary',
        border: m.propio ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {m.propio ? 'Vos: ' : `${otro}: `}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.texto}</Typography>
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end', opacity: 0.85 }}
      >
        <time dateTime={m.fecha}>{formatDateTime(m.fecha)}</time>
        {m.propio && m.leido && (
          <>
            <DoneAllIcon sx={{ fontSize: 14 }} aria-hidden />
            <span>Leído</span>
          </>
        )}
      </Typography>
    </Box>
  );
}
