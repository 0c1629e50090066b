import { useDocumentTitle } from '../../components/ui/use-document-title';
import { FinanzasPage } from '../../features/finanzas-admin';

/** dashboard-administracion-identidades/finanzas ('Finanzas'): sales and commissions per shop and in total. */
export default function AdminFinanzasRoute() {
  useDocumentTitle('Finanzas');
  return <FinanzasPage />;
}
