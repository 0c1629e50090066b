import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ResenasVendedorPage } from '../../features/resenas';

/** dashboard-emprendedor/resenas: the reviews of the seller's shop (decision 038). */
export default function EmprendedorResenasRoute() {
  useDocumentTitle('Reseñas');
  return <ResenasVendedorPage />;
}
