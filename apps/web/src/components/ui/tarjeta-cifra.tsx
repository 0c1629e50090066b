import { Paper, Typography } from '@mui/material';

/** One figure of a totals row (an amount, a count), with its name as a heading and an optional line under it. */
export function TarjetaCifra({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {titulo}
      </Typography>
      {/* A non-breaking space keeps '$' with its amount on a 360 px card. */}
      <Typography sx={{ fontSize: { xs: '1.15rem', sm: '1.5rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {valor.replace(' ', '\u00a0')}
      </Typography>
      {detalle && (
        <Typography variant="caption" color="text.secondary">
          {detalle}
        </Typography>
      )}
    </Paper>
  );
}
