export { formatPrice } from '@feria/contracts';

const dateFormatter = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

const comparable = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

/**
 * 'Ciudad, Provincia' for a place: empty parts dropped, and a city equal to its province said
 * once ('Ciudad Autónoma de Buenos Aires', not twice).
 */
export function formatLugar(ciudad: string | null | undefined, provincia: string | null | undefined): string {
  const partes = [ciudad, provincia].map((p) => (p ?? '').trim()).filter(Boolean);
  if (partes.length === 2 && comparable(partes[0]!) === comparable(partes[1]!)) return partes[1]!;
  return partes.join(', ');
}
