import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useProvincias, useRubros } from '../../features/catalogo-publico';
import { PerfilEmprendedor } from '../../features/emprendedor-perfil';
import { TusDatos } from '../../features/datos-personales';
import { Avisos } from '../../features/notificaciones';
import { useEmprendimiento } from '../../features/profile-status';

/** dashboard-emprendedor/perfil: edit the emprendimiento, or deactivate it (docs/producto/identidad.md#baja-del-emprendimiento). */
export default function EmprendedorPerfilRoute() {
  useDocumentTitle('Perfil del emprendimiento');
  const { userId } = useAuth();
  const rubros = useRubros();
  const provincias = useProvincias();
  const emprendimiento = useEmprendimiento(userId);
  const navigate = useNavigate();
  return (
    <>
      <PerfilEmprendedor
        userId={userId}
        rubros={rubros}
        provincias={provincias}
        onSaved={() => void emprendimiento.refetch()}
        desactivacion={{
          pending: emprendimiento.desactivacionStatus === 'pending',
          error: emprendimiento.desactivacionError,
          desactivar: async () => {
            const ok = await emprendimiento.desactivar();
            // Without signing out: the account page explains what happened (docs/producto/rutas.md#tabla-de-rutas cuenta-desactivada).
            if (ok) navigate('/cuenta-desactivada', { replace: true });
            return ok;
          },
        }}
      />
      <Avisos />
      <TusDatos vendedor />
    </>
  );
}
