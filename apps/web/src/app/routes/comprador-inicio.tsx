import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { CompradorInicio } from '../../features/comprador-perfil';

/** dashboard-comprador index (spec §2.1: shows search). */
export default function CompradorInicioRoute() {
  useDocumentTitle('Mi panel');
  const { userId, profile } = useAuth();
  return <CompradorInicio userId={userId} firstName={profile?.firstName} />;
}
