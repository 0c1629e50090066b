import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import SearchOffIcon from '@mui/icons-material/SearchOff';

/** No results: the text, a few suggestions and a way to explore everything. */
export function SearchEmpty({ q, hasFilters, onClearFilters }: { q: string; hasFilters: boolean; onClearFilters: () => void }) {
  return (
    <Box sx={{ py: { xs: 4, md: 6 }, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {q ? `No encontramos productos para “${q}”` : 'No encontramos productos con estos filtros'}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, textAlign: 'left', color: 'text.secondary' }}>
        {q && <li>Revisá la ortografía de las palabras.</li>}
        {q && <li>Probá con menos palabras o con términos más generales.</li>}
        {hasFilters && <li>Quitá algunos filtros o ampliá el rango de precios.</li>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', pt: 1 }}>
        {hasFilters && (
          <Button variant="outlined" onClick={onClearFilters}>
            Limpiar filtros
          </Button>
        )}
        <Button component={RouterLink} to="/search" variant="contained">
          Ver todos los productos
        </Button>
      </Box>
      <Link component={RouterLink} to="/" sx={{ mt: 1 }}>
        Volver al inicio
      </Link>
    </Box>
  );
}
