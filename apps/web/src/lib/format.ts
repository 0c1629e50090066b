export { formatPrice } from '@feria/contracts';

const dateFormatter = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}
