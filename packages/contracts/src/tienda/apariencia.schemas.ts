import { z } from 'zod';
import { FUENTES_NOMBRE } from './fuentes';

export { FUENTES_NOMBRE };

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, 'El color debe estar en formato hexadecimal (#RRGGBB)');

export const filtroTienda = z.object({
  clave: z.string().trim().min(1).max(60),
  valores: z.array(z.string().trim().min(1).max(60)).max(50),
});
export type FiltroTienda = z.infer<typeof filtroTienda>;

export const DISTRIBUCIONES = ['grid', 'carrusel'] as const;
export const TAMANOS_NOMBRE = ['pequena', 'mediana', 'grande'] as const;
export const GRADIENTES = ['lineal', 'radial'] as const;

/** Storefront appearance, read and written whole, colours flat on the wire (docs/producto/entidades.md, docs/producto/api.md#apariencia). */
export const apariencia = z.object({
  banner: z.string().nullable(),
  logo: z.string().nullable(),
  nombreTienda: z.string().max(80),
  colorFondo: hexColor,
  colorFondoSecundario: hexColor,
  colorTarjetas: hexColor,
  colorAcento: hexColor,
  colorTextoCard: hexColor,
  colorNavbar: hexColor,
  colorTextoNavbar: hexColor,
  distribucionCatalogos: z.enum(DISTRIBUCIONES),
  fuenteNombreTienda: z.string().max(60),
  tamanoNombreTienda: z.enum(TAMANOS_NOMBRE),
  colorNombreTienda: hexColor,
  tipoGradiente: z.enum(GRADIENTES),
  catalogosSeleccionados: z.array(z.number().int()),
  filtros: z.array(filtroTienda),
});
export type Apariencia = z.infer<typeof apariencia>;

/** docs/producto/entidades.md and docs/producto/precios.md: appearance defaults. */
export function aparienciaPorDefecto(nombreTienda = ''): Apariencia {
  return {
    banner: null,
    logo: null,
    nombreTienda,
    colorFondo: '#FFFFFF',
    colorFondoSecundario: '#F5F5F5',
    colorTarjetas: '#F5F5F5',
    colorAcento: '#16a34a',
    colorTextoCard: '#222222',
    colorNavbar: '#FFFFFF',
    colorTextoNavbar: '#222222',
    distribucionCatalogos: 'grid',
    fuenteNombreTienda: 'Roboto',
    tamanoNombreTienda: 'mediana',
    colorNombreTienda: '#222222',
    tipoGradiente: 'lineal',
    catalogosSeleccionados: [],
    filtros: [],
  };
}
