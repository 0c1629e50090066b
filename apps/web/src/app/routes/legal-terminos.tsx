import { TerminosPage } from '../../features/legal';

export default function LegalTerminosRoute() {
  return <TerminosPage />;
}
