// Vocabulary of the synthetic benchmark catalog (seedBulk): Spanish words a buyer would type,
// so search at 100,000 products meets a realistic dictionary, plurals and accents included.

export const NOMBRES_TIENDA = [
  'Taller', 'Almacén', 'Casa', 'Estudio', 'Rincón', 'Mercado', 'Tienda', 'Patio', 'Galpón', 'Feria',
  'Bazar', 'Atelier', 'Cooperativa', 'Huerta', 'Fábrica', 'Puesto', 'Emporio', 'Refugio', 'Laboratorio', 'Depósito',
];
export const APELLIDOS_TIENDA = [
  'del Sur', 'Andino', 'Pampeano', 'del Litoral', 'Serrano', 'Norteño', 'del Río', 'Patagónico', 'Cuyano', 'del Monte',
  'Porteño', 'Calchaquí', 'del Valle', 'Austral', 'del Bosque', 'Costero', 'Criollo', 'Guaraní', 'del Lago', 'Puneño',
];
// Gender-invariant adjectives and colours, so "Buzo" and "Remera" both read right.
export const ADJETIVOS = [
  'artesanal', 'premium', 'vintage', 'oversize', 'resistente', 'elegante', 'infantil', 'minimalista', 'sustentable', 'versátil',
  'original', 'especial', 'esencial', 'informal', 'funcional', 'de diseño', 'de autor', 'regional', 'tradicional', 'multiuso',
];
export const COLORES = [
  'azul', 'gris', 'verde', 'beige', 'bordó', 'celeste', 'naranja', 'violeta', 'rosa', 'turquesa',
  'terracota', 'arena', 'oliva', 'marrón', 'coral', 'fucsia', 'lila', 'caqui', 'índigo', 'salmón',
];
export const MATERIALES = [
  'algodón', 'cuero', 'madera', 'cerámica', 'lana', 'lino', 'bambú', 'vidrio', 'acero', 'alpaca',
  'algarrobo', 'calabaza', 'yute', 'mimbre', 'soja', 'gabardina', 'denim', 'frisa', 'papel reciclado', 'corcho',
];
export const USOS = [
  'ideal para regalar', 'para todos los días', 'hecho a mano en Argentina', 'con envío a todo el país', 'de producción local',
  'pensado para durar', 'edición limitada', 'para la casa y la oficina', 'apto para lavarropas', 'con garantía del taller',
];
export const CIUDADES = [
  'Rosario', 'Córdoba', 'Mendoza', 'La Plata', 'Mar del Plata', 'Salta', 'Neuquén', 'Tucumán', 'Posadas', 'Bariloche',
];

/** Every word the generator can write, for the typo dictionary (app.search_words). */
export function vocabulario(tipos: readonly string[]): string {
  return [...tipos, ...ADJETIVOS, ...COLORES, ...MATERIALES, ...USOS, 'Hecho', 'producto', 'catálogo', 'Destacados'].join(' ');
}
