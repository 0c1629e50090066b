import { PrivacidadPage } from '../../features/legal';

export default function LegalPrivacidadRoute() {
  return <PrivacidadPage />;
}
