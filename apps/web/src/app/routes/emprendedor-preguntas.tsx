import { useDocumentTitle } from '../../components/ui/use-document-title';
import { PreguntasVendedorPage } from '../../features/preguntas';

/** dashboard-emprendedor/preguntas: the questions on the seller's products (docs/producto/preguntas-pantallas.md#panel). */
export default function EmprendedorPreguntasRoute() {
  useDocumentTitle('Preguntas');
  return <PreguntasVendedorPage />;
}
