import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { CobrosPage } from '../../features/cobros';
import { useEmprendimiento } from '../../features/profile-status';

/**
 * dashboard-emprendedor/cobros: the shop's own Mercado Pago account (docs/producto/pagos.md#cobros).
 * The connection's paths take the shop's id (a uuid), not the seller's user id (a demo account's is
 * not a uuid): the shop is resolved first, as on the other seller pages.
 */
export default function EmprendedorCobrosRoute() {
  useDocumentTitle('Cobros');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data) return <CobrosPage idEmprendimiento={emprendimiento.data.id} />;
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
