import type { EmprendimientoPublico } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { DirectorioPage } from '../../features/directorio';

// Readable URL (decision 040); the id still works for a shop without one.
const tiendaPublica = (e: EmprendimientoPublico) => `/tienda/${encodeURIComponent(e.slug || e.id)}`;

/** /emprendimientos: the public 'Consultar Emprendimientos' (linked from the home's Emprendimientos section). */
export default function EmprendimientosRoute() {
  useDocumentTitle('Emprendimientos');
  return <DirectorioPage hrefTienda={tiendaPublica} />;
}
