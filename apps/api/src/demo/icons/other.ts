/** Demo silhouettes: tech, cosmetics, garden, pets and the generic box (200 x 200 box). */
import type { Icon } from './icon-types';

export const headphones: Icon = (c) => `
  <path d="M40 116 V100 A60 60 0 0 1 160 100 V116" fill="none" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>
  <rect x="28" y="100" width="36" height="64" rx="16" fill="${c.main}"/>
  <rect x="136" y="100" width="36" height="64" rx="16" fill="${c.main}"/>
  <rect x="58" y="110" width="10" height="44" rx="5" fill="${c.dark}"/>
  <rect x="132" y="110" width="10" height="44" rx="5" fill="${c.dark}"/>`;

export const speaker: Icon = (c) => `
  <rect x="58" y="26" width="84" height="150" rx="40" fill="${c.main}"/>
  <circle cx="100" cy="110" r="30" fill="${c.dark}"/>
  <circle cx="100" cy="110" r="12" fill="${c.light}"/>
  <circle cx="100" cy="54" r="6" fill="${c.light}"/>`;

export const device: Icon = (c) => `
  <path d="M100 150 Q100 184 140 184 Q172 184 172 150 V120" fill="none" stroke="${c.dark}" stroke-width="6"/>
  <rect x="162" y="100" width="20" height="24" rx="4" fill="${c.dark}"/>
  <rect x="58" y="20" width="84" height="140" rx="14" fill="${c.main}"/>
  <rect x="66" y="32" width="68" height="108" rx="6" fill="${c.light}" opacity="0.75"/>
  <circle cx="100" cy="150" r="4" fill="${c.light}"/>`;

export const soap: Icon = (c) => `
  <circle cx="150" cy="52" r="16" fill="none" stroke="${c.dark}" stroke-width="4" opacity="0.6"/>
  <circle cx="124" cy="36" r="9" fill="none" stroke="${c.dark}" stroke-width="4" opacity="0.6"/>
  <rect x="36" y="80" width="128" height="80" rx="28" fill="${c.main}"/>
  <rect x="56" y="96" width="88" height="48" rx="18" fill="${c.light}" opacity="0.55"/>`;

export const cosmetic: Icon = (c) => `
  <ellipse cx="100" cy="38" rx="16" ry="20" fill="${c.dark}"/>
  <rect x="84" y="52" width="32" height="30" rx="4" fill="${c.dark}"/>
  <rect x="64" y="78" width="72" height="100" rx="16" fill="${c.main}"/>
  <rect x="76" y="112" width="48" height="40" rx="6" fill="${c.light}" opacity="0.8"/>`;

export const plant: Icon = (c) => `
  <path d="M100 120 Q56 108 50 60 Q92 66 100 120 Z" fill="${c.main}"/>
  <path d="M100 120 Q144 108 152 56 Q108 64 100 120 Z" fill="${c.main}"/>
  <path d="M100 120 Q86 70 104 24 Q124 72 100 120 Z" fill="${c.light}"/>
  <path d="M58 118 H142 L130 178 H70 Z" fill="${c.dark}"/>
  <rect x="54" y="114" width="92" height="14" rx="4" fill="${c.dark}"/>`;

export const pot: Icon = (c) => `
  <path d="M48 70 H152 L136 178 H64 Z" fill="${c.main}"/>
  <rect x="40" y="56" width="120" height="26" rx="6" fill="${c.dark}"/>
  <path d="M60 116 Q100 128 140 116" fill="none" stroke="${c.light}" stroke-width="5"/>`;

export const shovel: Icon = (c) => `
  <path d="M100 20 V110" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>
  <rect x="80" y="14" width="40" height="14" rx="7" fill="${c.dark}"/>
  <path d="M70 104 H130 V140 Q130 180 100 186 Q70 180 70 140 Z" fill="${c.main}"/>`;

export const paw: Icon = (c) => `
  <ellipse cx="56" cy="84" rx="16" ry="22" fill="${c.main}"/>
  <ellipse cx="84" cy="52" rx="17" ry="24" fill="${c.main}"/>
  <ellipse cx="118" cy="52" rx="17" ry="24" fill="${c.main}"/>
  <ellipse cx="146" cy="84" rx="16" ry="22" fill="${c.main}"/>
  <path d="M100 100 C134 100 156 136 146 158 C138 176 118 170 100 170 C82 170 62 176 54 158 C44 136 66 100 100 100 Z" fill="${c.dark}"/>`;

export const petBed: Icon = (c) => `
  <ellipse cx="100" cy="132" rx="86" ry="44" fill="${c.main}"/>
  <ellipse cx="100" cy="122" rx="62" ry="26" fill="${c.light}"/>
  <path d="M70 122 Q100 100 130 122" fill="none" stroke="${c.dark}" stroke-width="5" opacity="0.4"/>`;

export const ball: Icon = (c) => `
  <circle cx="100" cy="104" r="72" fill="${c.main}"/>
  <path d="M36 80 Q100 118 164 80 M36 128 Q100 90 164 128" fill="none" stroke="${c.light}" stroke-width="8"/>`;

export const box: Icon = (c) => `
  <path d="M100 24 L170 60 L100 96 L30 60 Z" fill="${c.light}"/>
  <path d="M30 60 L100 96 V180 L30 144 Z" fill="${c.main}"/>
  <path d="M170 60 L100 96 V180 L170 144 Z" fill="${c.dark}"/>`;
