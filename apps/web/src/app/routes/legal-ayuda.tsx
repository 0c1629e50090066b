import { AyudaPage } from '../../features/legal';

export default function LegalAyudaRoute() {
  return <AyudaPage />;
}
