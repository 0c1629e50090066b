import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type Venta } from '@feria/contracts';
import { EstadoPagoChip } from '../../../components/ui/estado-venta-chip';
import { MessagePage } from '../../../components/ui/message-page';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { usePedido } from '../api/pedidos';
import {
  ofrecerReintento,
  VISTA_GENERICA,
  vistaDelPedido,
  type Resultado,
  type Tono,
  type Vista,
} from '../pago-resultado-vista';
import { MIS_PEDIDOS_PATH, pedidoPath, tiendaPath } from '../paths';

/** Who is looking: only a signed-in buyer can read the order. */
export type SesionRetorno = 'cargando' | 'comprador' | 'otro-rol' | 'visitante';

export interface PagoResultadoProps {
  resultado: Resultado;
  /** The order id from Mercado Pago's `external_reference` (null when absent or not an id). */
  ventaId: string | null;
  /** Mercado Pago's payment number, shown for support. */
  operacion?: string | null;
  sesion: SesionRetorno;
  onLogin: () => void;
  /** spec: ask again every 2 s, for about a minute, while the payment is still pendiente. */
  intervaloMs?: number;
  esperaMaxMs?: number;
}

const ICONO: Record<Tono, { icon: ReactNode; color: string }> = {
  exito: { icon: <CheckCircleOutlineIcon />, color: 'success.main' },
  pendiente: { icon: <HourglassEmptyIcon />, color: 'warning.main' },
  error: { icon: <ErrorOutlineOutlinedIcon />, color: 'error.main' },
  info: { icon: <InfoOutlinedIcon />, color: 'info.main' },
};

function Pagina({ vista, children, actions }: { vista: Vista; children?: ReactNode; actions: ReactNode }) {
  useDocumentTitle(vista.titulo);
  const { icon, color } = ICONO[vista.tono];
  return (
    <MessagePage icon={<Box sx={{ color, display: 'grid' }}>{icon}</Box>} title={vista.titulo} actions={actions}>
      {/* The text changes when the notification lands: read it out. */}
      <Typography role="status">{vista.texto}</Typography>
      {children}
    </MessagePage>
  );
}

function Datos({ filas }: { filas: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.75,
        mt: 2,
        mb: 0,
        textAlign: 'left',
        alignItems: 'center',
        '& dt': { fontWeight: 600, color: 'text.primary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {filas.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </Box>
      ))}
    </Box>
  );
}

const operacionValida = (op: string | null | undefined): op is string => Boolean(op && op !== 'null');

function Generica({
  resultado,
  operacion,
  children,
  actions,
}: {
  resultado: Resultado;
  operacion?: string | null;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Pagina vista={VISTA_GENERICA[resultado]} actions={actions}>
      {operacionValida(operacion) && <Datos filas={[['Operación', operacion]]} />}
      {children}
    </Pagina>
  );
}

function DelPedido({
  resultado,
  venta,
  esperando,
  operacion,
}: {
  resultado: Resultado;
  venta: Venta;
  esperando: boolean;
  operacion?: string | null;
}) {
  const vista = vistaDelPedido(resultado, venta, esperando);
  const reintentar = ofrecerReintento(resultado, venta);
  const filas: [string, ReactNode][] = [
    ['Pedido', `#${venta.numero}`],
    ['Tienda', venta.emprendimientoNombre],
    ['Total', formatPrice(venta.montoTotal)],
    ['Pago', <EstadoPagoChip key="pago" estado={venta.pago.estado} metodo={venta.pago.metodo} />],
  ];
  if (operacionValida(operacion)) filas.push(['Operación', operacion]);
  return (
    <Pagina
      vista={vista}
      actions={
        <>
          {reintentar && (
            <Button variant="contained" component="a" href={venta.pago.urlPago}>
              Reintentar pago
            </Button>
          )}
          <Button variant={reintentar ? 'outlined' : 'contained'} component={RouterLink} to={pedidoPath(venta.id)}>
            Ver mi pedido
          </Button>
          <Button variant="outlined" component={RouterLink} to={tiendaPath(venta.emprendimientoId)}>
            Volver a la tienda
          </Button>
        </>
      }
    >
      {esperando && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <CircularProgress size={28} aria-label="Esperando la confirmación del pago" />
        </Box>
      )}
      <Datos filas={filas} />
    </Pagina>
  );
}

/** A payment-return page: THIS order with its state on the server, polled until the payment moves. */
export function PagoResultado({
  resultado,
  ventaId,
  operacion,
  sesion,
  onLogin,
  intervaloMs = 2000,
  esperaMaxMs = 60_000,
}: PagoResultadoProps) {
  const [agotado, setAgotado] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setAgotado(true), esperaMaxMs);
    return () => window.clearTimeout(t);
  }, [esperaMaxMs]);
  const puedeLeer = sesion === 'comprador' && ventaId !== null;
  const pedido = usePedido(ventaId ?? '', {
    enabled: puedeLeer,
    refetchInterval: (v) => (!agotado && v?.pago.estado === 'pendiente' ? intervaloMs : false),
  });

  const inicio = (
    <Button variant="outlined" component={RouterLink} to="/">
      Volver al inicio
    </Button>
  );
  if (sesion === 'cargando') return <LoadingState label="Buscando tu pedido..." />;
  if (sesion === 'visitante') {
    return (
      <Generica
        resultado={resultado}
        operacion={operacion}
        actions={
          <>
            <Button variant="contained" onClick={onLogin}>
              Iniciar sesión para ver tu pedido
            </Button>
            {inicio}
          </>
        }
      />
    );
  }
  const misPedidos = (
    <Button variant="contained" component={RouterLink} to={MIS_PEDIDOS_PATH}>
      Mis Pedidos
    </Button>
  );
  if (!puedeLeer)
    return (
      <Generica
        resultado={resultado}
        operacion={operacion}
        actions={
          sesion === 'comprador' ? (
            <>
              {misPedidos}
              {inicio}
            </>
          ) : (
            inicio
          )
        }
      />
    );
  if (pedido.isPending) return <LoadingState label="Buscando tu pedido..." />;
  if (pedido.isError) {
    const noEsTuyo = pedido.error instanceof ApiError && (pedido.error.status === 404 || pedido.error.status === 400);
    return (
      <Generica
        resultado={resultado}
        operacion={operacion}
        actions={
          <>
            {misPedidos}
            {inicio}
          </>
        }
      >
        {noEsTuyo ? (
          <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }}>
            No encontramos este pedido en tu cuenta. Tus compras están en Mis Pedidos.
          </Alert>
        ) : (
          <Box sx={{ textAlign: 'left' }}>
            <ErrorState message={pedido.error.message} onRetry={() => void pedido.refetch()} />
          </Box>
        )}
      </Generica>
    );
  }
  const esperando = resultado === 'exito' && pedido.data.pago.estado === 'pendiente' && !agotado;
  return <DelPedido resultado={resultado} venta={pedido.data} esperando={esperando} operacion={operacion} />;
}
