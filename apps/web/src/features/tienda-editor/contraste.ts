import type { Apariencia } from '@feria/contracts';
import { AA_TEXT, contrastRatio } from '../../lib/contrast';

const HEX = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

export interface AvisoContraste {
  /** The text colour field the warning is about. */
  campo: 'colorTextoCard' | 'colorTextoNavbar' | 'colorNombreTienda';
  texto: string;
  fondo: string;
  ratio: number;
}

/** The text/background pairs of the storefront the seller picks (docs/producto/entidades.md appearance). */
const PARES: readonly { campo: AvisoContraste['campo']; fondoCampo: keyof Apariencia; texto: string; fondo: string }[] =
  [
    { campo: 'colorTextoCard', fondoCampo: 'colorTarjetas', texto: 'El texto', fondo: 'las tarjetas' },
    {
      campo: 'colorTextoNavbar',
      fondoCampo: 'colorNavbar',
      texto: 'El texto de la barra',
      fondo: 'la barra de navegación',
    },
    { campo: 'colorNombreTienda', fondoCampo: 'colorFondo', texto: 'El nombre de la tienda', fondo: 'el fondo' },
  ];

/** WCAG AA warnings (ratio below 4.5:1) for the editor; half-typed colours are not judged. */
export function avisosContraste(a: Apariencia): AvisoContraste[] {
  const avisos: AvisoContraste[] = [];
  for (const par of PARES) {
    const fg = a[par.campo];
    const bg = a[par.fondoCampo];
    if (typeof bg !== 'string' || !HEX.test(fg) || !HEX.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < AA_TEXT) avisos.push({ campo: par.campo, texto: par.texto, fondo: par.fondo, ratio });
  }
  return avisos;
}

const ratioFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function mensajeContraste(a: AvisoContraste): string {
  return `${a.texto} sobre ${a.fondo} tiene un contraste de ${ratioFormat.format(a.ratio)}:1; el mínimo recomendado (WCAG AA) es 4,5:1. Elegí colores más distintos para que se lea bien.`;
}
