import { Box, Button, LinearProgress } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PagePagination } from '../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useFavoritos } from '../api/favoritos';
import { FavoritoItem } from './favorito-item';

const pagina = (params: URLSearchParams) => {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
};

/** 'Favoritos' (docs/producto/favoritos-pantallas.md#lista): the buyer's saved products, newest first, with their alerts. */
export function FavoritosPage() {
  const [params, setParams] = useSearchParams();
  const page = pagina(params);
  const lista = useFavoritos(page);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Favoritos"
        description="Los productos que guardaste, con su precio de hoy. Pedí que te avisemos si bajan o si vuelve el stock."
      />
      {lista.isPending ? (
        <LoadingState label="Cargando tus favoritos..." />
      ) : lista.isError ? (
        <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.content.length === 0 ? (
        <EmptyState
          title="Todavía no guardaste favoritos"
          description="Tocá el corazón de un producto para guardarlo acá y encontrarlo después."
          action={
            <Button component={RouterLink} to="/" variant="contained" disableElevation>
              Explorar productos
            </Button>
          }
        />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {lista.isPlaceholderData && (
            <LinearProgress aria-label="Cargando la página" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />
          )}
          <Box
            component="ul"
            aria-label="Tus favoritos"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {lista.data.content.map((f) => (
              <FavoritoItem key={f.producto.id} favorito={f} />
            ))}
          </Box>
          <PagePagination
            page={page}
            totalPages={lista.data.totalPages}
            label="Páginas de favoritos"
            onChange={(p) => setParams(p === 0 ? {} : { page: String(p + 1) })}
          />
        </Box>
      )}
    </Box>
  );
}
