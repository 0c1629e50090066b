import { Box, Typography } from '@mui/material';
import { numeroAR } from '@feria/contracts';
import type { SearchState } from '../search-params';

/** 'N productos', or 'más de 1.000 resultados' when the search stopped counting (`masDe`, decision 043). */
export function productosTexto(n: number, masDe?: number): string {
  if (masDe !== undefined) return `más de ${numeroAR(masDe)} resultados`;
  return `${numeroAR(n)} ${n === 1 ? 'producto' : 'productos'}`;
}

export function searchTitle(q: string): string {
  return q ? `Resultados para “${q}”` : 'Todos los productos';
}

/** Results header: 'Resultados para “{q}”' (or 'Todos los productos') and 'N productos' (or 'más de 1.000 resultados'). */
export function SearchHeader({
  state,
  total,
  masDe,
}: {
  state: SearchState;
  total: number | undefined;
  masDe?: number | undefined;
}) {
  return (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
        {searchTitle(state.q)}
      </Typography>
      <Typography color="text.secondary" aria-live="polite" sx={{ mt: 0.5, minHeight: '1.5em' }}>
        {total === undefined ? '' : productosTexto(total, masDe)}
      </Typography>
    </Box>
  );
}
