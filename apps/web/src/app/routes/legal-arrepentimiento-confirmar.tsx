import { ArrepentimientoConfirmarPage } from '../../features/legal';

export default function LegalArrepentimientoConfirmarRoute() {
  return <ArrepentimientoConfirmarPage />;
}
