import type { ReactNode } from 'react';
import { Box, Chip, Rating, Stack, Typography } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { ResenaPublica } from '@feria/contracts';
import { COLOR_ESTRELLA } from '../../../components/ui/calificacion';
import { formatDate } from '../../../lib/format';

export const estrellasTexto = (n: number): string => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`;

/** Read-only stars with one name for screen readers ('4 de 5 estrellas'). */
export function Estrellas({ valor, size = 'small' }: { valor: number; size?: 'small' | 'medium' | 'large' }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${valor} de 5 estrellas`}
      sx={{ display: 'inline-flex', lineHeight: 0 }}
    >
      <Rating
        value={valor}
        precision={0.1}
        readOnly
        size={size}
        aria-hidden
        sx={{ color: COLOR_ESTRELLA, '& .MuiRating-iconEmpty': { color: 'action.disabled' } }}
      />
    </Box>
  );
}

/** spec: only verified purchases review — every review says so. */
export function CompraVerificada() {
  return (
    <Chip
      size="small"
      icon={<VerifiedUserOutlinedIcon aria-hidden />}
      label="Compra verificada"
      sx={[
        {
          height: 22,
          fontWeight: 600,
          bgcolor: '#DCFCE7',
          color: '#166534',
          '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
        },
        (theme) => theme.applyStyles('dark', { bgcolor: 'rgba(34, 197, 94, 0.16)', color: '#86EFAC' }),
      ]}
    />
  );
}

/** One review: stars, author, date, product, comment and the shop's answer. `acciones` go under it (Reportar, Responder…). */
export function ResenaItem({
  resena: r,
  nombreTienda,
  acciones,
  extra,
  mostrarProducto = true,
}: {
  resena: ResenaPublica;
  nombreTienda?: string | undefined;
  acciones?: ReactNode;
  extra?: ReactNode;
  /** Off where the page already is about that product. */
  mostrarProducto?: boolean;
}) {
  return (
    <Box
      component="article"
      aria-label={`Reseña de ${r.autor}`}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Estrellas valor={r.calificacion} />
        <CompraVerificada />
        {extra}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {r.autor}
        </Box>
        {' · '}
        <time dateTime={r.fecha}>{formatDate(r.fecha)}</time>
        {r.editada && ' · editada'}
      </Typography>
      {mostrarProducto && r.producto && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Producto: <strong>{r.producto.nombre}</strong>
        </Typography>
      )}
      {r.comentario && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.comentario}</Typography>
      )}
      {r.respuesta && (
        <Box sx={{ mt: 1.5, ml: { xs: 1, sm: 2 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Respuesta {nombreTienda ? `de ${nombreTienda}` : 'del emprendimiento'}
            {r.respondidaEn && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' · '}
                <time dateTime={r.respondidaEn}>{formatDate(r.respondidaEn)}</time>
              </Box>
            )}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {r.respuesta}
          </Typography>
        </Box>
      )}
      {acciones && (
        <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
          {acciones}
        </Stack>
      )}
    </Box>
  );
}
