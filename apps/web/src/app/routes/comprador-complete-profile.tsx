import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useProvincias } from '../../features/catalogo-publico';
import { CompletarPerfilComprador } from '../../features/comprador-perfil';
import { checkCompradorEliminado, useAccountDispatch, useProfileStatus } from '../../features/profile-status';

/** comprador/complete-profile (spec §2.1): the guard lets buyers in only while the profile is incomplete. */
export default function CompradorCompleteProfileRoute() {
  useDocumentTitle('Completá tu perfil');
  const { userId, profile } = useAuth();
  const { recheck } = useProfileStatus();
  const dispatch = useAccountDispatch();
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
        // spec §4.2: the guard reads the new completion state and the account status (active).
        await Promise.all([recheck(), dispatch(checkCompradorEliminado(userId))]);
        navigate('/dashboard-comprador', { replace: true });
      }}
    />
  );
}
