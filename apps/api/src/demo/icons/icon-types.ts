/** Colours of a demo product silhouette, derived from the shop colour by demo-images.ts. */
export interface IconColors {
  main: string;
  dark: string;
  light: string;
}

/** Draws a silhouette in a 200 x 200 box. */
export type Icon = (c: IconColors) => string;

export const FLAME = '#F59E0B';
export const METAL = '#9CA3AF';
