import { useDocumentTitle } from '../../components/ui/use-document-title';
import { GestionarSolicitudes } from '../../features/admin';

/** dashboard-administracion-identidades/gestionar-emprendimientos ('Gestionar Solicitudes', docs/producto/rutas.md#menus). */
export default function AdminSolicitudesRoute() {
  useDocumentTitle('Gestionar Solicitudes');
  return <GestionarSolicitudes />;
}
