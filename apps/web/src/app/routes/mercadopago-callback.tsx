import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { pagoResultadoPath } from '../mercadopago-status';

/** docs/producto/rutas.md#tabla-de-rutas payment callback: forwards to the matching /pago/... route, keeping Mercado Pago's query. */
export default function MercadoPagoCallbackRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle('Procesando el pago');
  useEffect(() => {
    navigate(`${pagoResultadoPath(new URLSearchParams(search))}${search}`, { replace: true });
  }, [navigate, search]);
  return <LoadingState label="Procesando el pago..." />;
}
