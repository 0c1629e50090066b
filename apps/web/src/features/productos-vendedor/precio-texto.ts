/**
 * The price as typed by an Argentine seller: "1500", "$ 1.500", "1.500,50", "1500,5" or "1500.50".
 * es-AR writes '.' for thousands and ',' for decimals; a lone '.' followed by one or two digits is
 * read as a decimal point because that is how many people type on a phone. Anything else is
 * returned as undefined so the contracts schema answers with its own message.
 */
export function precioDesdeTexto(texto: string): number | undefined {
  const t = texto.replace(/\$/g, '').replace(/\s/g, '');
  if (/^\d+$/.test(t)) return Number(t);
  if (/^\d+[.,]\d{1,2}$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  return undefined;
}

/** Back to the field: 1500 → "1500", 1500.5 → "1500,50" (no grouping, so editing stays easy). */
export function precioATexto(precio: number): string {
  return Number.isInteger(precio) ? String(precio) : precio.toFixed(2).replace('.', ',');
}
