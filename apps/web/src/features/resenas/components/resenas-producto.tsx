import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { SIN_RESENAS } from '../../../components/ui/calificacion';
import { useResenasProducto } from '../api/resenas';
import { ResenaItem } from './resena-item';
import { ResumenResenas } from './resumen-resenas';

/** The product page's reviews: summary, the latest three and a link to all of the shop's reviews. */
export function ResenasProducto({
  idProducto,
  nombreTienda,
  verTodasHref,
}: {
  idProducto: string;
  nombreTienda: string;
  verTodasHref: string;
}) {
  const q = useResenasProducto(idProducto);
  return (
    <Box component="section" aria-labelledby="resenas-producto" sx={{ mt: 4 }}>
      <Typography id="resenas-producto" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1.5 }}>
        Opiniones del producto
      </Typography>
      {q.isPending ? (
        <LoadingState label="Cargando opiniones..." minHeight={120} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.resumen.numReseñas === 0 ? (
        <Typography color="text.secondary">
          {SIN_RESENAS}. Solo pueden opinar quienes compraron este producto.
        </Typography>
      ) : (
        <>
          <ResumenResenas resumen={q.data.resumen} />
          <Box component="ul" aria-label="Últimas opiniones" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {q.data.content.map((r) => (
              <li key={r.id}>
                <ResenaItem resena={r} nombreTienda={nombreTienda} mostrarProducto={false} />
              </li>
            ))}
          </Box>
        </>
      )}
      <Button component={RouterLink} to={verTodasHref} variant="text" sx={{ mt: 1 }}>
        Ver todas las reseñas de {nombreTienda}
      </Button>
    </Box>
  );
}
