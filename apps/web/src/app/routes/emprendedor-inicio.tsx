import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { EmprendedorInicio } from '../../features/emprendedor-perfil';
import { AvisoSinEnvios } from '../../features/envios-vendedor';
import { MetricasPanel } from '../../features/metricas-vendedor';

/** dashboard-emprendedor index: review status of the emprendimiento. */
export default function EmprendedorInicioRoute() {
  useDocumentTitle('Panel del emprendedor');
  const { userId, profile } = useAuth();
  const state = useLocation().state as { solicitudEnviada?: boolean; logoNoSubido?: string } | null;
  return (
    <EmprendedorInicio
      userId={userId}
      firstName={profile?.firstName}
      solicitudEnviada={state?.solicitudEnviada === true}
      logoNoSubido={state?.logoNoSubido}
      metricas={(id) => <MetricasPanel emprendimientoId={id} />}
      avisos={(id) => <AvisoSinEnvios idEmprendimiento={id} />}
    />
  );
}
