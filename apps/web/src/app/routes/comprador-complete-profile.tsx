import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useProvincias } from '../../features/catalogo-publico';
import { CompletarPerfilComprador } from '../../features/comprador-perfil';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileStatus } from '../../features/profile-status';
import { compradorEliminadoQuery } from '../../lib/cuenta';

/** comprador/complete-profile (docs/producto/rutas.md#tabla-de-rutas): the guard lets buyers in only while the profile is incomplete. */
export default function CompradorCompleteProfileRoute() {
  useDocumentTitle('Completá tu perfil');
  const { userId, profile, primaryRole } = useAuth();
  const { recheck } = useProfileStatus(userId, primaryRole);
  const client = useQueryClient();
  const provincias = useProvincias();
  const navigate = useNavigate();
  return (
    <CompletarPerfilComprador
      // The identity profile may arrive after the first render: prefill once it is there.
      key={profile ? 'perfil' : 'sin-perfil'}
      nombre={profile?.firstName}
      apellido={profile?.lastName}
      provincias={provincias}
      onCreated={async () => {
        // docs/producto/identidad.md#perfil-completo: the guard reads the new completion state and the account status (active).
        await Promise.all([
          recheck(),
          userId && client.fetchQuery({ ...compradorEliminadoQuery(userId), staleTime: 0 }),
        ]);
        navigate('/dashboard-comprador', { replace: true });
      }}
    />
  );
}
