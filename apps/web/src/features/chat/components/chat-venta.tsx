import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { CHAT_MAX_CARACTERES, MENSAJES_CHAT, type MensajeChat, type RolChat } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { formatDateTime } from '../../../lib/format';
import { useEnviarMensaje, useHilo } from '../api/chat';

interface Props {
  ventaId: string;
  rol: RolChat;
}

/**
 * The order's chat between its buyer and its shop (spec §7.7): messages as plain text (React
 * escapes them; never HTML), own ones on the right with their read mark, the other side's on the
 * left. Enter sends, Shift+Enter starts a new line; new messages are announced politely.
 */
export function ChatVenta({ ventaId, rol }: Props) {
  const hilo = useHilo(ventaId, rol);
  const enviar = useEnviarMensaje(ventaId, rol);
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  const lista = useRef<HTMLOListElement>(null);
  const campo = useId();
  const cantidad = hilo.data?.mensajes.length ?? 0;

  useEffect(() => {
    // The newest message in sight (inside the list only: the page does not jump).
    const ol = lista.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [cantidad]);

  const limpio = texto.trim();
  const error = intentado && limpio.length === 0 ? MENSAJES_CHAT.vacio : limpio.length > CHAT_MAX_CARACTERES ? MENSAJES_CHAT.largo : null;
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
          Todavía no hay mensajes. {rol === 'comprador' ? `Escribile a ${otro} si tenés alguna pregunta sobre tu pedido.` : `Escribile a ${otro} para coordinar la entrega.`}
        </Typography>
      ) : (
        <Box
          component="ol"
          ref={lista}
          aria-label={`Mensajes con ${otro}`}
          aria-live="polite"
          aria-relevant="additions"
          tabIndex={0}
          sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1, maxHeight: 360, overflowY: 'auto', borderRadius: 2, bgcolor: 'action.hover' }}
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
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={alTeclear}
        error={Boolean(error)}
        helperText={error ?? `${limpio.length}/${CHAT_MAX_CARACTERES} · Enter envía, Mayús+Enter agrega una línea`}
        slotProps={{ htmlInput: { maxLength: CHAT_MAX_CARACTERES + 200 } }}
      />
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
      <Typography component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {m.propio ? 'Vos: ' : `${otro}: `}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.texto}</Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end', opacity: 0.85 }}>
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
