import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { EnviosPage } from '../../features/envios-vendedor';
import { useEmprendimiento } from '../../features/profile-status';

/** dashboard-emprendedor/envios: the shop's delivery methods (docs/producto/envios.md#metodos), by the shop's id. */
export default function EmprendedorEnviosRoute() {
  useDocumentTitle('Envíos');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data) return <EnviosPage idEmprendimiento={emprendimiento.data.id} />;
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
