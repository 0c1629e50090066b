import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { numeroAR } from '@feria/contracts';

// Ratings from verified purchases (decision 038), the same everywhere: a star, the average with
// one decimal and the number of reviews, or 'Sin reseñas todavía' (never a made-up figure).

export const SIN_RESENAS = 'Sin reseñas todavía';

/** '4,3' */
export const formatCalificacion = (n: number): string => numeroAR(n, { min: 1, max: 1 });
export const resenasTexto = (n: number): string => `${numeroAR(n)} ${n === 1 ? 'reseña' : 'reseñas'}`;
/** What a screen reader hears: 'Calificación 4,3 de 5, 12 reseñas'. */
export const calificacionAccesible = (calificacion: number, numResenas: number): string =>
  `Calificación ${formatCalificacion(calificacion)} de 5, ${resenasTexto(numResenas)}`;
/** '12 vendidos' (only shown when > 0). */
export const vendidosTexto = (n: number): string => `${numeroAR(n)} ${n === 1 ? 'vendido' : 'vendidos'}`;

/** The star's amber, readable on white and on the dark theme. */
export const COLOR_ESTRELLA = '#B45309';

export interface CalificacionResumenProps {
  calificacion: number | null;
  numResenas: number;
  /** 'small' on cards, 'medium' on page headers. */
  size?: 'small' | 'medium';
  /** Text colour (a storefront card uses the shop's readable text colour). */
  color?: string | undefined;
  sx?: SxProps<Theme>;
}

/** Star + '4,3' + '(12)', or 'Sin reseñas todavía'. One line, so cards keep their height. */
export function CalificacionResumen({ calificacion, numResenas, size = 'small', color, sx }: CalificacionResumenProps) {
  const fontSize = size === 'small' ? '0.8125rem' : '0.9375rem';
  if (calificacion === null || numResenas === 0) {
    return (
      <Typography
        component="span"
        sx={[
          {
            fontSize,
            color: color ?? 'text.secondary',
            lineHeight: 1.5,
            display: 'block',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {SIN_RESENAS}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={calificacionAccesible(calificacion, numResenas)}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          fontSize,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          color: color ?? 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <StarRoundedIcon
        aria-hidden
        sx={[
          { fontSize: size === 'small' ? 16 : 20, color: color ?? COLOR_ESTRELLA },
          (theme) => (color ? {} : theme.applyStyles('dark', { color: '#FBBF24' })),
        ]}
      />
      <Box component="span" aria-hidden sx={{ fontWeight: 700 }}>
        {formatCalificacion(calificacion)}
      </Box>
      <Box component="span" aria-hidden sx={{ color: color ?? 'text.secondary' }}>
        ({numeroAR(numResenas)})
      </Box>
    </Box>
  );
}
