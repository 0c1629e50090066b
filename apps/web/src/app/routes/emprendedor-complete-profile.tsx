import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useProvincias, useRubros } from '../../features/catalogo-publico';
import { CompletarPerfilEmprendedor } from '../../features/emprendedor-perfil';
import { useAuth } from '../../features/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileStatus } from '../../features/profile-status';
import { emprendimientoPropioQuery } from '../../lib/cuenta';

/** emprendedor/complete-profile (docs/producto/rutas.md#tabla-de-rutas): sends the solicitud, then the dashboard shows it as Pendiente. */
export default function EmprendedorCompleteProfileRoute() {
  useDocumentTitle('Registrá tu emprendimiento');
  const { userId, primaryRole } = useAuth();
  const { recheck } = useProfileStatus(userId, primaryRole);
  const client = useQueryClient();
  const rubros = useRubros();
  const provincias = useProvincias();
  const navigate = useNavigate();
  return (
    <CompletarPerfilEmprendedor
      rubros={rubros}
      provincias={provincias}
      onCreated={async (_, { logoNoSubido }) => {
        // docs/producto/identidad.md#perfil-completo: the guard reads the new completion state and the account status (now Pendiente).
        await Promise.all([
          recheck(),
          userId && client.fetchQuery({ ...emprendimientoPropioQuery(userId), staleTime: 0 }),
        ]);
        navigate('/dashboard-emprendedor', { replace: true, state: { solicitudEnviada: true, logoNoSubido } });
      }}
    />
  );
}
