import { useDocumentTitle } from '../../components/ui/use-document-title';
import { GestionarSolicitudes } from '../../features/admin';

/** dashboard-administracion-identidades/gestionar-emprendimientos ('Gestionar Solicitudes', spec §2.2). */
export default function AdminSolicitudesRoute() {
  useDocumentTitle('Gestionar Solicitudes');
  return <GestionarSolicitudes />;
}
