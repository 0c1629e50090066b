import { Box, Card, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MENSAJES, type Rubro } from '@feria/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { visuallyHidden as srOnly } from '../../../components/ui/visually-hidden';
import type { SectionQuery } from '../section-query';
import { HomeSection } from './home-section';
import { RubroIcon } from './rubro-icon';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function RubroCard({ rubro }: { rubro: Rubro }) {
  return (
    <Link
      component={RouterLink}
      to={`/search?rubro=${rubro.idRubro}`}
      underline="none"
      color="inherit"
      sx={{ display: 'block', height: '100%', borderRadius: 3 }}
    >
      <Card
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 1.5 },
          p: { xs: 1.25, sm: 2 },
          transition: 'border-color 0.2s, box-shadow 0.2s',
          '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: { xs: 36, sm: 44 },
            height: { xs: 36, sm: 44 },
            borderRadius: 2,
            bgcolor: theme.palette.mode === 'dark' ? 'rgba(34, 197, 94, 0.16)' : '#DCFCE7',
            color: 'primary.dark',
          })}
        >
          <RubroIcon nombre={rubro.nombre} />
        </Box>
        <Typography
          sx={{
            fontWeight: 600,
            lineHeight: 1.25,
            fontSize: { xs: '0.875rem', sm: '1rem' },
            minWidth: 0,
            hyphens: 'auto',
            overflowWrap: 'break-word',
          }}
        >
          {rubro.nombre}
        </Typography>
      </Card>
    </Link>
  );
}

/** Tiles only for rubros with public products: an empty tile would open an empty search. */
export const rubrosConProductos = (rubros: readonly Rubro[]): Rubro[] => rubros.filter((r) => r.conProductos !== false);

/**
 * Home anchor `categorias`: the rubros with products, each opening the search by rubro. docs/producto/validacion.md: a
 * load failure says exactly 'No se pudieron cargar las categorías.'.
 */
export function CategoriasSection({ query }: { query: SectionQuery<Rubro[]> }) {
  const visibles = query.data ? rubrosConProductos(query.data) : [];
  return (
    <HomeSection id="categorias" title="Categorías" subtitle="Explorá emprendimientos por rubro.">
      {query.isPending ? (
        <Box role="status">
          <Box component="span" sx={srOnly}>
            Cargando categorías...
          </Box>
          <Box sx={gridSx}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={76} aria-hidden />
            ))}
          </Box>
        </Box>
      ) : query.isError ? (
        <ErrorState message={MENSAJES.categoriasNoCargadas} onRetry={() => void query.refetch()} />
      ) : visibles.length > 0 ? (
        <Box component="ul" sx={gridSx}>
          {visibles.map((r) => (
            <li key={r.idRubro}>
              <RubroCard rubro={r} />
            </li>
          ))}
        </Box>
      ) : (
        <EmptyState title="Todavía no hay categorías cargadas." />
      )}
    </HomeSection>
  );
}
