import { Box, Button, LinearProgress, Pagination, Typography } from '@mui/material';
import type { ProductoPage, Rubro } from '@feria/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { ProductGrid, ProductGridSkeleton, TARJETAS_PRIORITARIAS } from '../../../components/ui/product-card';
import { visuallyHidden as srOnly } from '../../../components/ui/visually-hidden';
import type { QueryView } from '../query-view';
import { writeSearchState, type SearchState } from '../search-params';
import { SearchEmpty } from './search-empty';

interface ProductResultsProps {
  state: SearchState;
  query: QueryView<ProductoPage>;
  hasFilters: boolean;
  /** Visible "Productos" heading when shops are listed above; otherwise only for screen readers. */
  showHeading: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  /** Shown as a way on when nothing matched. */
  rubros?: readonly Rubro[];
}

/** Product results with pagination (page 1-based here and in the URL, 0-based on the API). */
export function ProductResults({
  state,
  query,
  hasFilters,
  showHeading,
  onPageChange,
  onClearFilters,
  rubros,
}: ProductResultsProps) {
  const page = query.data;
  return (
    <Box
      component="section"
      aria-labelledby="resultados-productos"
      aria-busy={query.isPending || query.isPlaceholderData}
    >
      <Typography id="resultados-productos" variant="h5" component="h2" sx={showHeading ? { mb: 1.5 } : srOnly}>
        Productos
      </Typography>
      {query.isError ? (
        <ErrorState
          message={query.error?.message ?? 'No se pudieron cargar los productos.'}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending || !page ? (
        <ProductGridSkeleton count={10} />
      ) : page.content.length === 0 && page.totalElements === 0 ? (
        <SearchEmpty
          q={state.q}
          hasFilters={hasFilters}
          onClearFilters={onClearFilters}
          rubros={rubros}
          sugerencia={
            page.sugerencia
              ? {
                  texto: page.sugerencia,
                  href: `/search?${writeSearchState({ ...state, q: page.sugerencia, page: 1 })}`,
                }
              : undefined
          }
        />
      ) : page.content.length === 0 ? (
        <EmptyState
          title="No hay más resultados en esta página."
          action={
            <Button variant="contained" onClick={() => onPageChange(1)}>
              Ir a la primera página
            </Button>
          }
        />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {query.isPlaceholderData && (
            <LinearProgress
              aria-label="Actualizando resultados"
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <ProductGrid productos={page.content} prioritarias={TARJETAS_PRIORITARIAS} />
          </Box>
          {page.totalPages > 1 && (
            <Pagination
              count={page.totalPages}
              page={Math.min(state.page, page.totalPages)}
              onChange={(_, p) => onPageChange(p)}
              color="primary"
              aria-label="Paginación de resultados"
              siblingCount={0}
              boundaryCount={1}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page'
                  ? `${selected ? 'Página actual, ' : 'Ir a la página '}${p}`
                  : type === 'next'
                    ? 'Página siguiente'
                    : type === 'previous'
                      ? 'Página anterior'
                      : type === 'first'
                        ? 'Primera página'
                        : 'Última página'
              }
              sx={{ mt: { xs: 3, md: 4 }, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
