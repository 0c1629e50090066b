/** Stock line of the product page: plenty, few left (≤ 5) or none. */
export function stockLabel(stock: number): { text: string; tone: 'ok' | 'low' | 'none' } {
  if (stock <= 0) return { text: 'Sin stock', tone: 'none' };
  if (stock === 1) return { text: 'Última unidad disponible', tone: 'low' };
  if (stock <= 5) return { text: `Últimas ${stock} unidades`, tone: 'low' };
  return { text: `Stock disponible: ${stock}`, tone: 'ok' };
}
