import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useProvincias } from '../../features/catalogo-publico';
import { MiPerfilComprador } from '../../features/comprador-perfil';
import { TusDatos } from '../../features/datos-personales';
import { Avisos } from '../../features/notificaciones';
import { useQueryClient } from '@tanstack/react-query';
import { compradorEliminadoQuery } from '../../lib/cuenta';

/** dashboard-comprador/mi-perfil: edit the buyer record or delete the account. */
export default function CompradorMiPerfilRoute() {
  useDocumentTitle('Mi perfil');
  const { userId, profile } = useAuth();
  const provincias = useProvincias();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <MiPerfilComprador
        userId={userId}
        email={profile?.email}
        provincias={provincias}
        onDeleted={async () => {
          // The account status now says inactive, so the buyer guard keeps sending this user to /cuenta-inactiva.
          if (userId) await client.fetchQuery({ ...compradorEliminadoQuery(userId), staleTime: 0 });
          navigate('/cuenta-inactiva', { replace: true });
        }}
      />
      <Avisos />
      <TusDatos />
    </>
  );
}
