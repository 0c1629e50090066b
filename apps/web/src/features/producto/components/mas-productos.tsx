import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states';
import { MAS_PRODUCTOS_SIZE as MAX } from '@feria/contracts';
import { useProductosEmprendimiento } from '../api/producto';
import { itemDeTarjetaSx, ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';

/** 'Más productos de {tienda}': a few other public products of the same shop (docs/producto/api.md#publicas-del-comprador misProductos). */
export function MasProductos({
  idEmprendimiento,
  nombreEmprendimiento,
  excluirId,
  slug,
}: {
  idEmprendimiento: string;
  nombreEmprendimiento: string;
  excluirId: string;
  /** The shop's readable URL part once known (decision 040). */
  slug?: string | undefined;
}) {
  const q = useProductosEmprendimiento(idEmprendimiento, excluirId);
  const otros = (q.data?.content ?? []).filter((p) => p.id !== excluirId && p.habilitado && !p.eliminado).slice(0, MAX);
  if (q.isSuccess && otros.length === 0) return null;
  const grid = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  };
  return (
    <Box component="section" aria-labelledby="mas-productos-titulo" sx={{ mt: 6 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="mas-productos-titulo" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Más productos de {nombreEmprendimiento}
        </Typography>
        <Link
          component={RouterLink}
          to={`/tienda/${slug || idEmprendimiento}`}
          sx={{ fontWeight: 600, color: 'text.primary' }}
        >
          Ver la tienda
        </Link>
      </Box>
      {q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <Box sx={grid} role="status" aria-label="Cargando más productos">
          {Array.from({ length: MAX }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={grid}>
          {otros.map((p) => (
            <Box component="li" key={p.id} sx={itemDeTarjetaSx}>
              <ProductCard producto={p} mostrarTienda={false} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
