export { formatPrice } from '@feria/contracts';

// Made on first use: a public page that shows no date never loads the locale's calendar data (docs/arquitectura.md#rendimiento).
let dateFormatter: Intl.DateTimeFormat | undefined;
export function formatDate(iso: string): string {
  dateFormatter ??= new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
  return dateFormatter.format(new Date(iso));
}

let dateTimeFormatter: Intl.DateTimeFormat | undefined;
/** '5 de mar de 2026, 14:30': when an order or one of its events happened. */
export function formatDateTime(iso: string): string {
  dateTimeFormatter ??= new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return dateTimeFormatter.format(new Date(iso));
}

const comparable = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * 'Ciudad, Provincia' for a place: empty parts dropped, and a city equal to its province said
 * once ('Ciudad Autónoma de Buenos Aires', not twice).
 */
export function formatLugar(ciudad: string | null | undefined, provincia: string | null | undefined): string {
  const partes = [ciudad, provincia].map((p) => (p ?? '').trim()).filter(Boolean);
  if (partes.length === 2 && comparable(partes[0]!) === comparable(partes[1]!)) return partes[1]!;
  return partes.join(', ');
}

/** A number and its unit after it: '300 g', '350 ml', '28 cm', '15 %'. */
const NUMERO_Y_UNIDAD = /(\d)[ \t]+(mg|g|kg|ml|cc|l|cm|mm|m|km|oz|%)(?![\p{L}\d])/giu;

/** Keeps a quantity and its unit on one line ('300 g' never breaks as '300 / g') with a no-break space. */
export function sinCortarUnidades(texto: string): string {
  return texto.replace(NUMERO_Y_UNIDAD, '$1\u00A0$2');
}
