import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MENSAJES_PREGUNTAS as M, PREGUNTA_TEXTO_MAX, preguntaInput } from '@feria/contracts';
import { usePreguntar } from '../api/preguntas';
import { borrarBorrador, guardarBorrador, leerBorrador } from '../borrador';
import { NotaEnmascarado } from './pregunta-item';

/**
 * Who is looking at the product, as the route knows it (docs/producto/preguntas-pantallas.md#preguntar):
 * a visitor (and the server-painted page) is sent to sign in with the text kept; the shop's own
 * seller is sent to the panel; a signed-in account without the buyer role cannot ask.
 */
export type AccesoPregunta =
  | { tipo: 'visitante'; onIngresar: () => void }
  | { tipo: 'comprador' }
  | { tipo: 'propia'; panelHref: string }
  | { tipo: 'sin-rol-comprador' };

export const AVISO_ENMASCARADO_PREVIO =
  'No incluyas teléfonos, correos ni enlaces: los ocultamos para cuidar tu compra.';
export const PREGUNTA_ENVIADA = 'Publicamos tu pregunta. Te avisamos cuando el vendedor responda.';

/** 'Preguntale al vendedor': the text (3 to 500 characters, with a counter) and the button. */
export function PreguntarForm({ idProducto, acceso }: { idProducto: string; acceso: AccesoPregunta }) {
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [recuperado, setRecuperado] = useState(false);
  const preguntar = usePreguntar(idProducto);
  const campo = useRef<HTMLTextAreaElement>(null);
  const campoId = useId();
  const ayudaId = `${campoId}-nota`;
  const esComprador = acceso.tipo === 'comprador';

  // Back from signing in: the text written before is offered again, not sent (the buyer reviews
  // it). Adjusted while rendering once the session says 'comprador' (never on the server).
  const [borradorVisto, setBorradorVisto] = useState(false);
  if (esComprador && !borradorVisto) {
    setBorradorVisto(true);
    const borrador = leerBorrador(idProducto);
    if (borrador) {
      setTexto(borrador);
      setRecuperado(true);
    }
  }
  useEffect(() => {
    if (!recuperado) return;
    borrarBorrador();
    campo.current?.focus();
  }, [recuperado]);

  if (acceso.tipo === 'propia') {
    return (
      <Alert severity="info">
        Es un producto de tu tienda: respondé sus preguntas desde{' '}
        <Link component={RouterLink} to={acceso.panelHref} color="inherit" sx={{ fontWeight: 600 }}>
          Preguntas, en tu panel
        </Link>
        .
      </Alert>
    );
  }
  if (acceso.tipo === 'sin-rol-comprador') {
    return <Alert severity="info">Para preguntar, ingresá con una cuenta de comprador.</Alert>;
  }

  const validado = preguntaInput.safeParse({ texto });
  const largo = texto.trim().length;
  const errorCampo =
    intentado && !validado.success ? (validado.error.issues[0]?.message ?? M.textoPregunta) : undefined;
  const enviar = () => {
    setIntentado(true);
    if (!validado.success) {
      campo.current?.focus();
      return;
    }
    if (acceso.tipo === 'visitante') {
      guardarBorrador(idProducto, texto);
      acceso.onIngresar();
      return;
    }
    preguntar.mutate(validado.data.texto, {
      onSuccess: () => {
        setTexto('');
        setIntentado(false);
        setRecuperado(false);
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={M.preguntaleAlVendedor}
      onSubmit={(e) => {
        e.preventDefault();
        enviar();
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {M.preguntaleAlVendedor}
      </Typography>
      {recuperado && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Recuperamos la pregunta que escribiste: revisala y enviala.
        </Alert>
      )}
      <TextField
        id={campoId}
        inputRef={campo}
        label="Tu pregunta"
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          if (preguntar.isSuccess || preguntar.isError) preguntar.reset();
        }}
        multiline
        minRows={2}
        fullWidth
        required
        disabled={preguntar.isPending}
        error={Boolean(errorCampo)}
        helperText={errorCampo ?? `${largo}/${PREGUNTA_TEXTO_MAX}`}
        slotProps={{ htmlInput: { 'aria-describedby': `${campoId}-helper-text ${ayudaId}` } }}
      />
      <Typography id={ayudaId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {AVISO_ENMASCARADO_PREVIO}
        {acceso.tipo === 'visitante' && ' Para preguntar ingresá con tu cuenta: lo que escribas te espera acá.'}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={preguntar.isPending}>
          {preguntar.isPending ? 'Enviando...' : acceso.tipo === 'visitante' ? 'Ingresá para preguntar' : 'Preguntar'}
        </Button>
      </Stack>
      {preguntar.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {preguntar.error.message}
        </Alert>
      )}
      {preguntar.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {PREGUNTA_ENVIADA}
          {preguntar.data.textoEnmascarado && (
            <Box>
              <NotaEnmascarado />
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
