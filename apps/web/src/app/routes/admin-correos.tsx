import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CorreosPage } from '../../features/correos-admin';

/** dashboard-administracion-identidades/correos ('Correos enviados'): the outbox of the embedded mode. */
export default function AdminCorreosRoute() {
  useDocumentTitle('Correos enviados');
  return <CorreosPage />;
}
