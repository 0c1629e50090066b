import type { CSSProperties } from 'react';
import { aparienciaPorDefecto } from '@feria/contracts';
import type { Apariencia } from '@feria/contracts';
import { ensureContrast, readableTextOn } from '../../lib/contrast';

/** Everything the storefront paints, derived once from the seller's appearance (docs/producto/entidades.md, docs/producto/api.md#apariencia). */
export interface StorefrontPalette {
  page: CSSProperties;
  /** Text placed straight on the page gradient. */
  pageText: string;
  navBg: string;
  navText: string;
  cardBg: string;
  cardText: string;
  accent: string;
  /** Black or white, for text on the accent colour. */
  onAccent: string;
  /** The accent when it reads on the cards, else black or white (prices, links). */
  accentOnCard: string;
  nameColor: string;
  nameFont: string;
  nameSize: string;
  /** Focus outline colours that stay visible on the page and on the cards. */
  focusOnPage: string;
  focusOnCard: string;
  bannerFallback: string;
}

const DEFAULTS = aparienciaPorDefecto();
const HEX = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** The editor passes half-typed values to the live preview; never put them into CSS. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && HEX.test(value.trim()) ? value.trim() : fallback;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';
// Fonts are never downloaded (only Inter and DM Sans ship with the app); the rest fall back locally.
const FONT_STACKS: Record<string, string> = {
  Roboto: `Roboto, ${SANS}`,
  Inter: `Inter, ${SANS}`,
  'DM Sans': `"DM Sans", ${SANS}`,
  Georgia: 'Georgia, "Times New Roman", Times, serif',
  'Courier New': '"Courier New", Courier, monospace',
};

export function fontStack(fuente: string): string {
  const known = FONT_STACKS[fuente];
  if (known) return known;
  const name = fuente.replace(/[^\p{L}\p{N} -]/gu, '').trim();
  return name ? `"${name}", ${SANS}` : SANS;
}

/** Fluid sizes so 'grande' still fits a 360 px screen. */
export const NAME_SIZES: Record<Apariencia['tamanoNombreTienda'], string> = {
  pequena: 'clamp(1.25rem, 4vw, 1.75rem)',
  mediana: 'clamp(1.625rem, 5.5vw, 2.5rem)',
  grande: 'clamp(2rem, 7vw, 3.5rem)',
};

export function pageBackground(tipo: Apariencia['tipoGradiente'], fondo: string, secundario: string): CSSProperties {
  const image =
    tipo === 'radial'
      ? `radial-gradient(circle at 50% 0%, ${fondo} 0%, ${secundario} 100%)`
      : `linear-gradient(180deg, ${fondo} 0%, ${secundario} 100%)`;
  return { backgroundColor: fondo, backgroundImage: image };
}

export function storefrontPalette(a: Apariencia): StorefrontPalette {
  const fondo = safeColor(a.colorFondo, DEFAULTS.colorFondo);
  const secundario = safeColor(a.colorFondoSecundario, DEFAULTS.colorFondoSecundario);
  const cardBg = safeColor(a.colorTarjetas, DEFAULTS.colorTarjetas);
  const accent = safeColor(a.colorAcento, DEFAULTS.colorAcento);
  const navBg = safeColor(a.colorNavbar, DEFAULTS.colorNavbar);
  const pageBgs = [fondo, secundario];
  return {
    page: pageBackground(a.tipoGradiente, fondo, secundario),
    pageText: ensureContrast(safeColor(a.colorTextoCard, DEFAULTS.colorTextoCard), pageBgs),
    navBg,
    navText: ensureContrast(safeColor(a.colorTextoNavbar, DEFAULTS.colorTextoNavbar), navBg),
    cardBg,
    cardText: ensureContrast(safeColor(a.colorTextoCard, DEFAULTS.colorTextoCard), cardBg),
    accent,
    onAccent: readableTextOn(accent),
    accentOnCard: ensureContrast(accent, cardBg),
    // Large text: WCAG asks 3:1.
    nameColor: ensureContrast(safeColor(a.colorNombreTienda, DEFAULTS.colorNombreTienda), pageBgs, 3),
    nameFont: fontStack(a.fuenteNombreTienda),
    nameSize: NAME_SIZES[a.tamanoNombreTienda] ?? NAME_SIZES.mediana,
    focusOnPage: readableTextOn(...pageBgs),
    focusOnCard: readableTextOn(cardBg),
    bannerFallback: `linear-gradient(135deg, ${accent} 0%, ${secundario} 100%)`,
  };
}
