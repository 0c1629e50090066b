import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type Venta } from '@feria/contracts';
import { EstadoPagoChip } from '../../../components/ui/estado-venta-chip';
import { MessagePage } from '../../../components/ui/message-page';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { usePedido } from '../api/pedidos';
import { pedidoPath } from '../paths';
import { TransferenciaDatos } from './transferencia-datos';

/** What happens next with this order, in the buyer's words. */
export function pasosSiguientes(v: Venta): string[] {
  const pagado = v.pago.estado === 'aprobado';
  const pasos: string[] = [];
  if (!pagado && v.pago.metodo === 'TRANSFERENCIA') {
    pasos.push(
      `Transferí ${formatPrice(v.montoTotal)} con los datos de abajo${v.reservaHasta ? ` antes del ${formatDateTime(v.reservaHasta)}` : ''}: hasta entonces te guardamos los productos.`,
    );
    pasos.push('Subí el comprobante en tu pedido; el emprendimiento confirma cuando ve el dinero en su cuenta.');
  } else if (!pagado) {
    pasos.push('Completá el pago en Mercado Pago; te guardamos los productos mientras tanto.');
  }
  pasos.push(`${v.emprendimientoNombre} prepara tu pedido y coordina la entrega con vos por el chat del pedido.`);
  pasos.push('Te avisamos por correo cada vez que el pedido cambia de estado.');
  return pasos;
}

/** CartConfirmation (docs/producto/rutas.md#tabla-de-rutas): the order just placed, what happens next, and where to go from here. */
export function PedidoConfirmado({ id }: { id: string }) {
  useDocumentTitle('Pedido confirmado');
  const pedido = usePedido(id);
  if (pedido.isPending) return <LoadingState label="Buscando tu pedido..." />;
  if (pedido.isError || !pedido.data)
    return (
      <ErrorState
        message={pedido.error?.message ?? 'No encontramos el pedido.'}
        onRetry={() => void pedido.refetch()}
      />
    );
  const v = pedido.data;
  const t = v.pago.metodo === 'TRANSFERENCIA' && v.pago.estado !== 'aprobado' ? v.pago.transferencia : undefined;
  return (
    <MessagePage
      icon={
        <Box sx={{ color: 'success.main', display: 'grid' }}>
          <CheckCircleOutlineIcon />
        </Box>
      }
      title="¡Recibimos tu pedido!"
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={pedidoPath(v.id)}>
            {t ? 'Ver mi pedido y subir el comprobante' : 'Ver mi pedido'}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            Seguir comprando
          </Button>
        </>
      }
    >
      <Typography role="status">
        Pedido <strong>#{v.numero}</strong> a {v.emprendimientoNombre} por <strong>{formatPrice(v.montoTotal)}</strong>.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <EstadoPagoChip estado={v.pago.estado} metodo={v.pago.metodo} />
      </Box>
      <Box sx={{ textAlign: 'left', mt: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Qué sigue
        </Typography>
        <Box component="ol" sx={{ pl: 3, mt: 1, mb: 0, '& li': { mb: 0.75 } }}>
          {pasosSiguientes(v).map((p) => (
            <li key={p}>
              <Typography variant="body2">{p}</Typography>
            </li>
          ))}
        </Box>
        {t && (
          <Box sx={{ mt: 2 }}>
            <TransferenciaDatos datos={t} />
          </Box>
        )}
      </Box>
    </MessagePage>
  );
}
