import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { LiquidacionesPage } from '../../features/liquidaciones';
import { useEmprendimiento } from '../../features/profile-status';

/**
 * dashboard-emprendedor/liquidaciones: the shop's settlements (docs/producto/pagos.md#liquidaciones).
 * The path takes the shop's id (a uuid), not the seller's user id: the shop is resolved first, as
 * on the other seller pages.
 */
export default function EmprendedorLiquidacionesRoute() {
  useDocumentTitle('Liquidaciones');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data)
    return <LiquidacionesPage idEmprendimiento={emprendimiento.data.id} nombreTienda={emprendimiento.data.nombre} />;
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
