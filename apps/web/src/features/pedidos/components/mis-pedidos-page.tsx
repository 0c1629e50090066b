import { Box, Button, LinearProgress, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ESTADOS_VENTA, type EstadoVenta } from '@feria/contracts';
import { ESTADO_VENTA_LABEL } from '../../../components/ui/estado-venta-chip';
import { PageHeader } from '../../../components/ui/page-header';
import { PagePagination } from '../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useMisPedidos } from '../api/pedidos';
import { escribirPedidosParams, leerPedidosParams } from '../pedidos-params';
import { PedidosList } from './pedidos-list';

const TODOS = 'todos';

/** 'Mis Pedidos' (docs/producto/rutas.md#tabla-de-rutas): the buyer's orders, newest first, by estado (docs/producto/precios.md filter list) and page. */
export function MisPedidosPage() {
  const [params, setParams] = useSearchParams();
  const { estado, page } = leerPedidosParams(params);
  const lista = useMisPedidos({ page, estado });

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Mis Pedidos"
        description="Seguí tus compras: en qué estado están, cómo pagaste y qué falta."
        actions={
          <TextField
            select
            size="small"
            label="Estado"
            value={estado ?? TODOS}
            onChange={(e) =>
              setParams(
                escribirPedidosParams({
                  estado: e.target.value === TODOS ? undefined : (e.target.value as EstadoVenta),
                  page: 0,
                }),
              )
            }
            sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
          >
            <MenuItem value={TODOS}>Todos</MenuItem>
            {ESTADOS_VENTA.map((e) => (
              <MenuItem key={e} value={e}>
                {ESTADO_VENTA_LABEL[e]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Box sx={{ position: 'relative' }}>
        {lista.isPending ? (
          <LoadingState label="Cargando tus pedidos..." />
        ) : lista.isError ? (
          <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
        ) : lista.data.content.length === 0 ? (
          estado ? (
            <EmptyState
              title={`No tenés pedidos en estado “${ESTADO_VENTA_LABEL[estado]}”`}
              action={
                <Button
                  variant="outlined"
                  onClick={() => setParams(escribirPedidosParams({ estado: undefined, page: 0 }))}
                >
                  Ver todos mis pedidos
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="Todavía no hiciste pedidos"
              description="Cuando compres en un emprendimiento, vas a ver acá el pedido y su estado."
              action={
                <Button variant="contained" component={RouterLink} to="/dashboard-comprador">
                  Explorar productos
                </Button>
              }
            />
          )
        ) : (
          <>
            {lista.isPlaceholderData && (
              <LinearProgress
                aria-label="Actualizando la lista"
                sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
              />
            )}
            <PedidosList pedidos={lista.data.content} />
            <PagePagination
              page={lista.data.number}
              totalPages={lista.data.totalPages}
              onChange={(p) => setParams(escribirPedidosParams({ estado, page: p }))}
              label="Páginas de pedidos"
            />
          </>
        )}
      </Box>
    </Box>
  );
}
