import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';
import { PromocionesPage } from '../../features/promociones-vendedor';

/** dashboard-emprendedor/promociones-descuentos (docs/producto/rutas.md#menus): the discounts and coupons of the seller's own emprendimiento. */
export default function EmprendedorPromocionesRoute() {
  useDocumentTitle('Promociones y Descuentos');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data) return <PromocionesPage idEmprendimiento={emprendimiento.data.id} />;
  if (emprendimiento.loading === 'failed') {
    return (
      <ErrorState
        message={emprendimiento.error ?? MENSAJES.emprendimientoNoEncontrado}
        onRetry={() => void emprendimiento.refetch()}
      />
    );
  }
  return <LoadingState label="Cargando tu emprendimiento..." />;
}
