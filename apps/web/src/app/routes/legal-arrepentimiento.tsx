import { ArrepentimientoPage } from '../../features/legal';

export default function LegalArrepentimientoRoute() {
  return <ArrepentimientoPage />;
}
