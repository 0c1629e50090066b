import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ResenasReportadasPage } from '../../features/resenas';

/** dashboard-administracion-identidades/resenas: reported reviews (decision 038). */
export default function AdminResenasRoute() {
  useDocumentTitle('Reseñas reportadas');
  return <ResenasReportadasPage />;
}
