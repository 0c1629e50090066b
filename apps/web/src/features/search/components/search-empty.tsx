import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Rubro } from '@feria/contracts';

interface SearchEmptyProps {
  q: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** The API's closest known words for `q` ("¿Quisiste decir …?") and the link that searches them. */
  sugerencia?: { texto: string; href: string };
  /** The rubros, as a way on when the words found nothing. */
  rubros?: readonly Rubro[];
}

/** No results: the text, a close word if there is one, a few suggestions and ways to explore. */
export function SearchEmpty({ q, hasFilters, onClearFilters, sugerencia, rubros = [] }: SearchEmptyProps) {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 6 },
        px: 2,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {q ? `No encontramos productos para «${q}»` : 'No encontramos productos con estos filtros'}
      </Typography>
      {sugerencia && (
        <Typography>
          ¿Quisiste decir{' '}
          <Link component={RouterLink} to={sugerencia.href} sx={{ fontWeight: 600 }}>
            «{sugerencia.texto}»
          </Link>
          ?
        </Typography>
      )}
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
      {q && rubros.length > 0 && (
        <Box component="nav" aria-label="Explorá por rubro" sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            O explorá por rubro:
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'flex',
              gap: 1.5,
              flexWrap: 'wrap',
              justifyContent: 'center',
            }}
          >
            {rubros.map((r) => (
              <li key={r.idRubro}>
                <Link component={RouterLink} to={`/search?rubro=${r.idRubro}`}>
                  {r.nombre}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Link component={RouterLink} to="/" sx={{ mt: 1 }}>
        Volver al inicio
      </Link>
    </Box>
  );
}
