import { useLocation, useSearchParams } from 'react-router';
import { savePendingRedirect, useAuth } from '../../features/auth';
import {
  MIS_PEDIDOS_PATH,
  PagoResultado,
  pedidoPath,
  type Resultado,
  type SesionRetorno,
} from '../../features/pedidos';
import { operacionDeRetorno, ventaIdDeRetorno } from '../mercadopago-status';

function resultadoFromPath(pathname: string): Resultado {
  if (pathname.endsWith('/exito')) return 'exito';
  if (pathname.endsWith('/pendiente')) return 'pendiente';
  return 'error';
}

/**
 * docs/producto/rutas.md#tabla-de-rutas payment-return routes /pago/exito, /pago/error, /pago/pendiente. Mercado Pago appends its
 * query parameters; `external_reference` is our order id, read from the server for a signed-in buyer.
 */
export default function PagoResultadoRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const auth = useAuth();
  const ventaId = ventaIdDeRetorno(params);
  const sesion: SesionRetorno = !auth.initialized
    ? 'cargando'
    : !auth.authenticated
      ? 'visitante'
      : auth.hasRealmRole('comprador')
        ? 'comprador'
        : 'otro-rol';
  const login = () => {
    // /pago is not a post-login destination (docs/producto/precios.md prefixes): after signing in the buyer lands on the order itself.
    savePendingRedirect(ventaId ? pedidoPath(ventaId) : MIS_PEDIDOS_PATH, 'guard');
    void auth.login();
  };
  return (
    <PagoResultado
      key={`${pathname}:${ventaId}`}
      resultado={resultadoFromPath(pathname)}
      ventaId={ventaId}
      operacion={operacionDeRetorno(params)}
      sesion={sesion}
      onLogin={login}
    />
  );
}
