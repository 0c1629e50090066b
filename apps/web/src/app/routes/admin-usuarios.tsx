import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { GestionarUsuarios } from '../../features/admin';

/** dashboard-administracion-identidades/usuarios ('Gestionar Usuarios'). */
export default function AdminUsuariosRoute() {
  useDocumentTitle('Gestionar Usuarios');
  const { userId } = useAuth();
  return <GestionarUsuarios currentUserId={userId} />;
}
