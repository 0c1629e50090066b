import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { MENSAJES_PREGUNTAS, type PreguntaPublica } from '@feria/contracts';
import { formatDate } from '../../../lib/format';

/** docs/producto/preguntas.md#enmascarado: said under a text whose contact details were hidden. */
export function NotaEnmascarado() {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      <ShieldOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
      {MENSAJES_PREGUNTAS.notaEnmascarado}
    </Typography>
  );
}

/**
 * One question and, under it, the shop's answer (docs/producto/preguntas-pantallas.md#una-pregunta).
 * `encabezado` goes above (the seller's product and state), `pie` under it (the seller's actions);
 * without an answer, `sinRespuesta` says so (the public list) or is left out (the seller's form).
 */
export function PreguntaItem({
  pregunta: p,
  nombreTienda,
  encabezado,
  pie,
  sinRespuesta,
}: {
  pregunta: PreguntaPublica;
  nombreTienda?: string | undefined;
  encabezado?: ReactNode;
  pie?: ReactNode;
  sinRespuesta?: ReactNode;
}) {
  return (
    <Box
      component="article"
      aria-label={`Pregunta de ${p.autor}`}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
    >
      {encabezado}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <ChatBubbleOutlineIcon sx={{ fontSize: 18, mt: '3px', color: 'text.secondary' }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{p.texto}</Typography>
          <Typography variant="body2" color="text.secondary">
            {p.autor} · <time dateTime={p.fecha}>{formatDate(p.fecha)}</time>
          </Typography>
          {p.textoEnmascarado && <NotaEnmascarado />}
        </Box>
      </Stack>
      {p.respuesta !== null ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mt: 1, ml: { xs: 1, sm: 2 } }}>
          <SubdirectoryArrowRightIcon sx={{ fontSize: 18, mt: '3px', color: 'primary.main' }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Respuesta {nombreTienda ? `de ${nombreTienda}` : 'del vendedor'}
              {p.respondidaEn && (
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {' · '}
                  <time dateTime={p.respondidaEn}>{formatDate(p.respondidaEn)}</time>
                </Box>
              )}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{p.respuesta}</Typography>
            {p.respuestaEnmascarada && <NotaEnmascarado />}
          </Box>
        </Stack>
      ) : (
        sinRespuesta
      )}
      {pie}
    </Box>
  );
}
