import { useDocumentTitle } from '../../components/ui/use-document-title';
import { AdminInicio } from '../../features/admin';

/** dashboard-administracion-identidades index: counts of users and solicitudes. */
export default function AdminInicioRoute() {
  useDocumentTitle('Panel de administración');
  return <AdminInicio />;
}
