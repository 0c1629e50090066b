import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { CobrosPage } from '../../features/cobros';

/** dashboard-emprendedor/cobros: the shop's own Mercado Pago account (docs/producto/pagos.md#cobros). */
export default function EmprendedorCobrosRoute() {
  useDocumentTitle('Cobros');
  const { userId } = useAuth();
  return <CobrosPage idEmprendimiento={userId} />;
}
