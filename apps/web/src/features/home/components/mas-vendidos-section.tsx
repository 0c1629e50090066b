import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Producto } from '@feria/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { ProductGrid, ProductGridSkeleton, TARJETAS_PRIORITARIAS } from '../../../components/ui/product-card';
import type { SectionQuery } from '../section-query';
import { HomeSection } from './home-section';

/** As many as the API sends (contracts MAS_VENDIDOS_SIZE), so nothing jumps when data lands. */
const MAS_VENDIDOS_SKELETONS = 10;

const verTodos = (
  <Button component={RouterLink} to="/search" size="small">
    Ver todos
  </Button>
);

/** Home anchor `productos`: best sellers (docs/producto/api.md#productos productos/mas-vendidos). */
export function MasVendidosSection({ query }: { query: SectionQuery<Producto[]> }) {
  return (
    <HomeSection
      id="productos"
      title="Los más vendidos"
      subtitle="Lo que más eligen los compradores esta semana."
      action={verTodos}
    >
      {query.isPending ? (
        <ProductGridSkeleton count={MAS_VENDIDOS_SKELETONS} label="Cargando productos más vendidos..." />
      ) : query.isError ? (
        <ErrorState
          message={query.error?.message ?? 'No se pudieron cargar los productos.'}
          onRetry={() => void query.refetch()}
        />
      ) : query.data && query.data.length > 0 ? (
        <ProductGrid productos={query.data} prioritarias={TARJETAS_PRIORITARIAS} />
      ) : (
        <EmptyState
          title="Todavía no hay productos para mostrar."
          description="Muy pronto vas a encontrar acá lo más vendido de la feria."
        />
      )}
    </HomeSection>
  );
}
