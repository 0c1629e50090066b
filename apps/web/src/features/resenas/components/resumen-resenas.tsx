import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { ESTRELLAS, type ResumenResenas as Resumen } from '@feria/contracts';
import { COLOR_ESTRELLA, formatCalificacion, resenasTexto, SIN_RESENAS } from '../../../components/ui/calificacion';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { Estrellas, estrellasTexto } from './resena-item';

const porcentaje = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 100));

/** Average, count and the distribution by stars (each bar says its numbers to screen readers). */
export function ResumenResenas({ resumen }: { resumen: Resumen }) {
  if (resumen.calificacion === null || resumen.numReseñas === 0) {
    return (
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {SIN_RESENAS}
      </Typography>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ textAlign: { sm: 'center' }, minWidth: 140 }}>
        <Typography component="p" sx={{ fontSize: '2.75rem', fontWeight: 800, lineHeight: 1 }} aria-hidden>
          {formatCalificacion(resumen.calificacion)}
        </Typography>
        <Estrellas valor={resumen.calificacion} />
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            Calificación {formatCalificacion(resumen.calificacion)} de 5,{' '}
          </Box>
          {resenasTexto(resumen.numReseñas)}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Distribución de las calificaciones"
        sx={{ listStyle: 'none', p: 0, m: 0, flex: 1, maxWidth: 420, display: 'grid', gap: 0.75 }}
      >
        {[...ESTRELLAS].reverse().map((n) => {
          const cantidad = resumen.distribucion[n];
          const pct = porcentaje(cantidad, resumen.numReseñas);
          return (
            <Box
              component="li"
              key={n}
              sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr 2.5rem', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="body2" aria-hidden>
                {estrellasTexto(n)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={pct}
                aria-label={`${estrellasTexto(n)}: ${resenasTexto(cantidad)} (${pct} %)`}
                sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { bgcolor: COLOR_ESTRELLA } }}
              />
              <Typography variant="body2" color="text.secondary" aria-hidden sx={{ textAlign: 'right' }}>
                {cantidad}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
