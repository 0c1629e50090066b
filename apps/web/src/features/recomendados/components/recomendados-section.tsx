import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-card';
import { useRecomendados } from '../use-recomendados';

/** The buyer home's 'Recomendados para vos' (docs/producto/api.md#publicas-del-comprador). */
export function RecomendadosSection() {
  const r = useRecomendados();
  return (
    <Box component="section" aria-labelledby="recomendados-titulo">
      <Typography id="recomendados-titulo" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
        Recomendados para vos
      </Typography>
      {r.isPending ? (
        <ProductGridSkeleton count={10} label="Cargando productos recomendados..." />
      ) : r.isError ? (
        <ErrorState message="No pudimos cargar los productos recomendados." onRetry={r.refetch} />
      ) : r.productos.length === 0 ? (
        <EmptyState
          title="Todavía no hay productos para recomendarte."
          action={
            <Button component={RouterLink} to="/search" variant="outlined">
              Explorar productos
            </Button>
          }
        />
      ) : (
        <ProductGrid productos={r.productos} />
      )}
    </Box>
  );
}
