import { useEffect, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Venta } from '@feria/contracts';
import { EstadoPedido } from '../../../components/ui/estado-venta-chip';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePedido } from '../api/pedidos';
import { MIS_PEDIDOS_PATH } from '../paths';
import { puedeCancelar } from '../pedido-reglas';
import { CancelarPedido } from './cancelar-pedido';
import { PedidoHistorial } from '../../../components/ui/venta/venta-historial';
import { PedidoPago } from './pedido-pago';
import { PedidoEnvio } from './pedido-envio';
import { PedidoDevolucion } from './pedido-devolucion';
import { PedidoLineas, PedidoTotales } from '../../../components/ui/venta/venta-resumen';

// Phones: the columns dissolve into the page grid (display: contents) so `order` can interleave them.
const COLUMNA = { display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap: 2, minWidth: 0 } as const;

function Seccion({
  titulo,
  children,
  area,
  orden,
}: {
  titulo: string;
  children: ReactNode;
  area: string;
  orden: number;
}) {
  const id = `pedido-${area}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ order: { xs: orden, md: 0 }, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h2" id={id} sx={{ fontSize: '1.125rem', mb: 1.5 }}>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Volver() {
  return (
    <Link
      component={RouterLink}
      to={MIS_PEDIDOS_PATH}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Mis Pedidos
    </Link>
  );
}

/** One order of the buyer: lines and totals, payment and its next step, address and history. */
export function PedidoDetalle({
  venta,
  tiendaHref,
  onDesactualizado,
  chat,
  calificar,
}: {
  venta: Venta;
  tiendaHref: string;
  onDesactualizado: () => void;
  chat?: ((ventaId: string) => ReactNode) | undefined;
  /** 'Calificá tu compra' (reviews feature), shown once the order is completado. */
  calificar?: ((ventaId: string) => ReactNode) | undefined;
}) {
  // 'Calificar' in Mis Pedidos lands here with #pedido-calificar: bring the section into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#pedido-calificar') document.getElementById('pedido-calificar')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Volver />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Pedido #{venta.numero}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <Link
              component={RouterLink}
              to={tiendaHref}
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {venta.emprendimientoNombre}
            </Link>
            {' · '}
            <time dateTime={venta.fechaCreacion}>{formatDateTime(venta.fechaCreacion)}</time>
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <EstadoPedido estado={venta.estado} pagoEstado={venta.pago.estado} metodo={venta.pago.metodo} />
          </Stack>
        </Box>
        {puedeCancelar(venta) && (
          <Box sx={{ flexShrink: 0 }}>
            <CancelarPedido venta={venta} />
          </Box>
        )}
      </Stack>
      {venta.estado === 'cancelado' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Este pedido está cancelado{venta.motivoCancelacion ? `: ${venta.motivoCancelacion}` : '.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
        }}
      >
        {/* Two columns on desktop; on phones one, with the payment (what to do next) first. */}
        <Box sx={COLUMNA}>
          {calificar && venta.estado === 'completado' && (
            <Seccion titulo="Calificá tu compra" area="calificar" orden={0}>
              {calificar(venta.id)}
            </Seccion>
          )}
          <Seccion titulo="Productos" area="productos" orden={1}>
            <PedidoLineas venta={venta} />
            <Box sx={{ mt: 1.5 }}>
              <PedidoTotales venta={venta} />
            </Box>
          </Seccion>
          <Seccion titulo="Historial" area="historial" orden={3}>
            <PedidoHistorial venta={venta} />
          </Seccion>
        </Box>
        <Box sx={COLUMNA}>
          {venta.devolucion && (
            <Seccion titulo="Devolución" area="devolucion" orden={-1}>
              <PedidoDevolucion venta={venta} devolucion={venta.devolucion} />
            </Seccion>
          )}
          <Seccion titulo="Pago" area="pago" orden={0}>
            <PedidoPago venta={venta} onDesactualizado={onDesactualizado} />
          </Seccion>
          <Seccion titulo="Envío" area="envio" orden={venta.seguimiento ? 0 : 2}>
            <PedidoEnvio venta={venta} />
          </Seccion>
          {chat && (
            <Seccion titulo={`Mensajes con ${venta.emprendimientoNombre}`} area="chat" orden={4}>
              {chat(venta.id)}
            </Seccion>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The detail page: loads the order (another buyer's order answers 404, shown as not found). */
export function PedidoDetallePage({
  id,
  tiendaHref,
  chat,
  calificar,
}: {
  id: string;
  tiendaHref: (emprendimientoId: string) => string;
  chat?: (ventaId: string) => ReactNode;
  calificar?: (ventaId: string) => ReactNode;
}) {
  const pedido = usePedido(id);
  if (pedido.isPending) return <LoadingState label="Cargando el pedido..." />;
  if (pedido.isError) {
    // A malformed id answers 400, another buyer's order 404: for the buyer both are "not found".
    if (pedido.error instanceof ApiError && (pedido.error.status === 404 || pedido.error.status === 400)) {
      return (
        <Box>
          <Volver />
          <EmptyState
            title="No encontramos este pedido"
            description="Puede que el enlace esté incompleto o que el pedido sea de otra cuenta."
            action={
              <Button variant="contained" component={RouterLink} to={MIS_PEDIDOS_PATH}>
                Ver mis pedidos
              </Button>
            }
          />
        </Box>
      );
    }
    return <ErrorState message={pedido.error.message} onRetry={() => void pedido.refetch()} />;
  }
  return (
    <PedidoDetalle
      venta={pedido.data}
      tiendaHref={tiendaHref(pedido.data.emprendimientoId)}
      onDesactualizado={() => void pedido.refetch()}
      chat={chat}
      calificar={calificar}
    />
  );
}
