import type { EmprendimientoPublico } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { CompradorInicio } from '../../features/comprador-perfil';
import { useTiendasVisitadas, VisitadosRecientemente } from '../../features/directorio';
import { RecomendadosSection } from '../../features/recomendados';

const tiendaEnArea = (e: EmprendimientoPublico) => `/dashboard-comprador/tienda/${encodeURIComponent(e.slug || e.id)}`;

/** dashboard-comprador index (docs/producto/rutas.md#tabla-de-rutas: shows search; docs/producto/api.md#publicas-del-comprador recommended products; docs/producto/entidades.md last visited shops). */
export default function CompradorInicioRoute() {
  useDocumentTitle('Mi panel');
  const { userId, profile } = useAuth();
  const visitadas = useTiendasVisitadas();
  return (
    <CompradorInicio userId={userId} firstName={profile?.firstName}>
      <VisitadosRecientemente query={visitadas} hrefDe={tiendaEnArea} />
      <RecomendadosSection />
    </CompradorInicio>
  );
}
