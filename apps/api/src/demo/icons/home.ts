/** Demo silhouettes: kitchen, home, stationery and mate (200 x 200 box). */
import { FLAME, METAL } from './icon-types';
import type { Icon } from './icon-types';

export const mug: Icon = (c) => `
  <path d="M140 82 H152 A26 26 0 0 1 152 134 H140" fill="none" stroke="${c.dark}" stroke-width="14"/>
  <rect x="42" y="62" width="102" height="112" rx="16" fill="${c.main}"/>
  <rect x="42" y="62" width="102" height="16" rx="8" fill="${c.dark}" opacity="0.45"/>
  <path d="M72 50 Q64 38 72 26 M94 50 Q86 38 94 26 M116 50 Q108 38 116 26" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`;

export const plate: Icon = (c) => `
  <circle cx="100" cy="100" r="78" fill="${c.main}"/>
  <circle cx="100" cy="100" r="52" fill="${c.light}" opacity="0.6"/>
  <circle cx="100" cy="100" r="52" fill="none" stroke="${c.dark}" stroke-width="4" opacity="0.5"/>`;

export const grinder: Icon = (c) => `
  <path d="M100 50 V28 H150" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="152" cy="28" r="10" fill="${c.dark}"/>
  <path d="M70 58 H130 L120 88 H80 Z" fill="${c.dark}"/>
  <rect x="62" y="88" width="76" height="88" rx="10" fill="${c.main}"/>
  <rect x="62" y="120" width="76" height="10" fill="${c.light}" opacity="0.6"/>`;

export const coffeeMaker: Icon = (c) => `
  <path d="M68 58 Q30 72 50 118" fill="none" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>
  <path d="M134 52 L160 40" stroke="${c.main}" stroke-width="9" stroke-linecap="round"/>
  <path d="M62 176 L74 112 H126 L138 176 Z" fill="${c.main}"/>
  <path d="M74 104 L64 46 H136 L126 104 Z" fill="${c.main}"/>
  <rect x="68" y="100" width="64" height="14" rx="4" fill="${c.dark}"/>
  <path d="M64 46 H136 L124 32 H76 Z" fill="${c.dark}"/>
  <circle cx="100" cy="26" r="8" fill="${c.dark}"/>
  <path d="M84 58 L90 92 M84 124 L80 164" stroke="${c.light}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`;

export const pouch =
  (label: 'bean' | 'leaf'): Icon =>
  (c) => `
  <path d="M54 44 H146 L154 178 H46 Z" fill="${c.main}"/>
  <rect x="50" y="30" width="100" height="18" rx="3" fill="${c.dark}"/>
  <rect x="66" y="86" width="68" height="60" rx="10" fill="${c.light}"/>
  ${
    label === 'bean'
      ? `<ellipse cx="100" cy="116" rx="16" ry="22" fill="${c.dark}" transform="rotate(25 100 116)"/>
  <path d="M94 98 Q106 116 96 134" fill="none" stroke="${c.light}" stroke-width="4"/>`
      : `<path d="M80 132 Q82 96 122 98 Q120 134 80 132 Z" fill="${c.dark}"/>
  <path d="M84 128 Q100 114 114 104" fill="none" stroke="${c.light}" stroke-width="3"/>`
  }`;

export const candle: Icon = (c) => `
  <path d="M100 34 C114 52 112 66 100 70 C88 66 86 52 100 34 Z" fill="${FLAME}"/>
  <path d="M100 70 V86" stroke="${c.dark}" stroke-width="4"/>
  <rect x="54" y="84" width="92" height="94" rx="12" fill="${c.main}"/>
  <ellipse cx="100" cy="88" rx="40" ry="8" fill="${c.light}"/>
  <rect x="70" y="118" width="60" height="34" rx="6" fill="${c.light}" opacity="0.7"/>`;

export const diffuser: Icon = (c) => `
  <path d="M96 80 L70 22 M100 80 L102 16 M104 80 L132 24" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>
  <rect x="88" y="72" width="24" height="20" fill="${c.dark}"/>
  <path d="M80 92 H120 Q150 106 150 142 Q150 178 100 178 Q50 178 50 142 Q50 106 80 92 Z" fill="${c.main}"/>
  <rect x="74" y="126" width="52" height="28" rx="5" fill="${c.light}" opacity="0.7"/>`;

export const pillow: Icon = (c) => `
  <path d="M32 40 Q100 56 168 40 Q154 100 168 160 Q100 144 32 160 Q46 100 32 40 Z" fill="${c.main}"/>
  <path d="M48 58 Q100 70 152 58 Q142 100 152 142 Q100 130 48 142 Q58 100 48 58 Z" fill="none" stroke="${c.light}" stroke-width="3" stroke-dasharray="8 6"/>`;

export const vase: Icon = (c) => `
  <path d="M78 26 H122 V40 Q122 54 136 70 Q160 98 150 142 Q142 178 100 178 Q58 178 50 142 Q40 98 64 70 Q78 54 78 40 Z" fill="${c.main}"/>
  <rect x="74" y="22" width="52" height="10" rx="5" fill="${c.dark}"/>
  <path d="M56 112 Q100 128 144 112" fill="none" stroke="${c.light}" stroke-width="6"/>`;

export const frame: Icon = (c) => `
  <rect x="30" y="30" width="140" height="140" rx="6" fill="${c.dark}"/>
  <rect x="44" y="44" width="112" height="112" fill="#FFFFFF"/>
  <circle cx="124" cy="74" r="12" fill="${FLAME}"/>
  <path d="M44 156 L86 96 L112 132 L128 114 L156 156 Z" fill="${c.main}"/>`;

export const notebook: Icon = (c) => `
  <rect x="50" y="24" width="110" height="154" rx="10" fill="${c.main}"/>
  <rect x="50" y="24" width="22" height="154" rx="8" fill="${c.dark}"/>
  <rect x="136" y="24" width="8" height="154" fill="${c.dark}" opacity="0.7"/>
  <rect x="84" y="58" width="42" height="24" rx="4" fill="${c.light}"/>`;

export const pencil: Icon = (c) => `
  <g transform="rotate(-40 100 100)">
    <rect x="36" y="84" width="118" height="32" fill="${c.main}"/>
    <rect x="36" y="84" width="118" height="10" fill="${c.light}" opacity="0.5"/>
    <rect x="24" y="84" width="14" height="32" rx="4" fill="${c.dark}"/>
    <path d="M154 84 L184 100 L154 116 Z" fill="#F3D9B1"/>
    <path d="M174 95 L184 100 L174 105 Z" fill="#374151"/>
  </g>`;

export const mate: Icon = (c) => `
  <path d="M112 74 L146 14" stroke="${METAL}" stroke-width="7" stroke-linecap="round"/>
  <path d="M100 62 C142 62 158 102 152 132 C146 164 126 180 100 180 C74 180 54 164 48 132 C42 102 58 62 100 62 Z" fill="${c.main}"/>
  <ellipse cx="100" cy="68" rx="36" ry="9" fill="${c.dark}"/>
  <path d="M62 86 Q100 98 138 86" fill="none" stroke="${METAL}" stroke-width="8"/>
  <path d="M70 124 Q74 150 92 164" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;

export const bombilla: Icon = (c) => `
  <path d="M62 168 L140 28" stroke="${METAL}" stroke-width="9" stroke-linecap="round"/>
  <path d="M140 28 Q150 20 156 26" fill="none" stroke="${METAL}" stroke-width="9" stroke-linecap="round"/>
  <ellipse cx="58" cy="168" rx="22" ry="14" fill="${c.main}" transform="rotate(-60 58 168)"/>
  <rect x="92" y="92" width="26" height="14" rx="4" fill="${c.dark}" transform="rotate(-60 105 99)"/>`;
