import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';

type Resultado = 'exito' | 'pendiente' | 'error';

const CONTENT: Record<Resultado, { title: string; text: string; icon: ReactNode; color: string }> = {
  exito: {
    title: '¡Pago aprobado!',
    text: 'Recibimos tu pago. El emprendimiento ya tiene tu pedido y te va a avisar cuando esté listo.',
    icon: <CheckCircleOutlineIcon />,
    color: 'success.main',
  },
  pendiente: {
    title: 'Tu pago está pendiente',
    text: 'Mercado Pago todavía está procesando el pago. Cuando se acredite, vas a ver el pedido actualizado en Mis Pedidos.',
    icon: <HourglassEmptyIcon />,
    color: 'warning.main',
  },
  error: {
    title: 'No pudimos procesar el pago',
    text: 'El pago fue rechazado o cancelado y no se hizo ningún cargo. Podés intentarlo de nuevo desde tu carrito.',
    icon: <ErrorOutlineOutlinedIcon />,
    color: 'error.main',
  },
};

function resultadoFromPath(pathname: string): Resultado {
  if (pathname.endsWith('/exito')) return 'exito';
  if (pathname.endsWith('/pendiente')) return 'pendiente';
  return 'error';
}

/**
 * spec §2.1 payment-return routes /pago/exito, /pago/error, /pago/pendiente. Mercado Pago appends its
 * query parameters; `external_reference` is our order number.
 */
export default function PagoResultadoRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const content = CONTENT[resultadoFromPath(pathname)];
  const pedido = params.get('external_reference');
  const operacion = params.get('payment_id') ?? params.get('collection_id');
  useDocumentTitle(content.title);
  return (
    <MessagePage
      icon={<Box sx={{ color: content.color, display: 'grid' }}>{content.icon}</Box>}
      title={content.title}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard-comprador/mis-pedidos" variant="contained">
            Mis Pedidos
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Volver al inicio
          </Button>
        </>
      }
    >
      <Typography>{content.text}</Typography>
      {(pedido || (operacion && operacion !== 'null')) && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'center', columnGap: 1, rowGap: 0.5, mt: 2, mb: 0, '& dt': { fontWeight: 600, color: 'text.primary' }, '& dd': { m: 0 } }}>
          {pedido && (
            <>
              <dt>Pedido</dt>
              <dd>{pedido}</dd>
            </>
          )}
          {operacion && operacion !== 'null' && (
            <>
              <dt>Operación</dt>
              <dd>{operacion}</dd>
            </>
          )}
        </Box>
      )}
    </MessagePage>
  );
}
