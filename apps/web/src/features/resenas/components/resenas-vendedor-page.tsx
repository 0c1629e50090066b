import { useState } from 'react';
import { Box, Card, CardContent, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { useResenasVendedor } from '../api/resenas';
import { ResenaItem } from './resena-item';
import { ResponderResena } from './responder-resena';
import { ResumenResenas } from './resumen-resenas';

const POR_PAGINA = 20;

/** The seller's 'Reseñas' (decision 038): every review of the shop and its products, one answer each. */
export function ResenasVendedorPage() {
  const [sinResponder, setSinResponder] = useState(false);
  const [page, setPage] = useState(0);
  const q = useResenasVendedor({ page, size: POR_PAGINA, ...(sinResponder ? { sinResponder: 'true' } : {}) });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Reseñas
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Lo que opinan quienes compraron en tu tienda. Respondé cada reseña una vez: tu respuesta se publica debajo.
      </Typography>
      {q.isPending ? (
        <LoadingState label="Cargando reseñas..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Card variant="outlined" component="section" aria-label="Calificación de tu tienda" sx={{ mb: 2 }}>
            <CardContent>
              <ResumenResenas resumen={q.data.resumen} />
            </CardContent>
          </Card>
          <FormControlLabel
            control={
              <Switch
                checked={sinResponder}
                onChange={(e) => {
                  setSinResponder(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={`Sin responder (${q.data.sinResponder})`}
          />
          {q.data.content.length === 0 ? (
            <EmptyState
              title={sinResponder ? 'Respondiste todas las reseñas' : 'Todavía no tenés reseñas'}
              description={
                sinResponder ? undefined : 'Cuando un comprador reciba su pedido y lo califique, la reseña aparece acá.'
              }
            />
          ) : (
            <Box component="ul" aria-label="Reseñas de tu tienda" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {q.data.content.map((r) => (
                <li key={r.id}>
                  <ResenaItem
                    resena={r}
                    nombreTienda="tu tienda"
                    extra={
                      <>
                        <Typography variant="body2" color="text.secondary">
                          Pedido #{r.numeroPedido}
                        </Typography>
                        {r.reportes > 0 && (
                          <Chip
                            size="small"
                            color="warning"
                            label={r.reportes === 1 ? '1 reporte' : `${r.reportes} reportes`}
                          />
                        )}
                        {r.oculta && <Chip size="small" label="Oculta por un administrador" />}
                      </>
                    }
                    acciones={r.respuesta ? undefined : <ResponderResena id={r.id} autor={r.autor} />}
                  />
                </li>
              ))}
            </Box>
          )}
          <PagePagination
            page={q.data.number}
            totalPages={q.data.totalPages}
            onChange={setPage}
            label="Páginas de reseñas"
          />
        </>
      )}
    </Box>
  );
}
