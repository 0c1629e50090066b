import { useDocumentTitle } from '../../components/ui/use-document-title';
import { AuditoriaPage } from '../../features/admin';
import { BajasCuentaAdmin } from '../../features/datos-personales';

/** dashboard-administracion-identidades/auditoria ('Auditoría'): the admin audit log. */
export default function AdminAuditoriaRoute() {
  useDocumentTitle('Auditoría');
  return (
    <>
      <AuditoriaPage />
      <BajasCuentaAdmin />
    </>
  );
}
