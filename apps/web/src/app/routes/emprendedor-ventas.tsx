import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';
import { VentasPage } from '../../features/ventas-vendedor';
import { ChatVenta } from '../../features/chat';

/** dashboard-emprendedor/ventas (docs/producto/rutas.md#menus 'Ventas'): the sales of the seller's own emprendimiento. */
export default function EmprendedorVentasRoute() {
  useDocumentTitle('Ventas');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data)
    return (
      <VentasPage
        emprendimientoId={emprendimiento.data.id}
        chat={(ventaId) => <ChatVenta ventaId={ventaId} rol="vendedor" />}
      />
    );
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
