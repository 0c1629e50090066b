/** Demo silhouettes: clothing, shoes and bags (200 x 200 box). */
import type { Icon } from './icon-types';

export const tshirt: Icon = (c) => `
  <path d="M78 28 L44 40 L14 72 L38 98 L58 86 L58 176 L142 176 L142 86 L162 98 L186 72 L156 40 L122 28 Q100 50 78 28 Z" fill="${c.main}"/>
  <path d="M78 28 Q100 50 122 28" fill="none" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>
  <path d="M58 86 L58 100 M142 86 L142 100" stroke="${c.dark}" stroke-width="4" opacity="0.5"/>`;

export const hoodie: Icon = (c) => `
  <path d="M70 40 Q100 4 130 40 Z" fill="${c.dark}"/>
  <path d="M80 34 L48 44 L26 148 L48 156 L60 100 L60 176 L140 176 L140 100 L152 156 L174 148 L152 44 L120 34 Q100 58 80 34 Z" fill="${c.main}"/>
  <path d="M72 132 H128 L134 164 H66 Z" fill="${c.dark}" opacity="0.45"/>
  <path d="M94 48 V74 M106 48 V74" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`;

export const pants: Icon = (c) => `
  <path d="M60 24 H140 L154 178 H112 L100 80 L88 178 H46 Z" fill="${c.main}"/>
  <rect x="60" y="24" width="80" height="14" fill="${c.dark}"/>
  <path d="M100 38 V72" stroke="${c.dark}" stroke-width="4"/>`;

export const shoe: Icon = (c) => `
  <path d="M18 132 C18 112 30 102 46 98 L80 70 C86 66 94 66 98 72 L112 94 C134 98 162 106 178 118 C188 124 190 134 186 142 L22 142 C18 140 18 136 18 132 Z" fill="${c.main}"/>
  <rect x="16" y="140" width="174" height="18" rx="9" fill="${c.light}"/>
  <path d="M84 84 L98 80 M90 94 L106 90 M96 104 L114 100" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>
  <path d="M130 116 C150 118 166 124 176 132" fill="none" stroke="${c.dark}" stroke-width="4" opacity="0.6"/>`;

export const boot: Icon = (c) => `
  <path d="M56 24 H112 L116 104 C146 108 172 118 182 136 L182 152 H46 L50 104 Z" fill="${c.main}"/>
  <rect x="44" y="150" width="142" height="18" rx="6" fill="${c.dark}"/>
  <path d="M80 40 H100 M80 58 H100 M80 76 H100" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`;

export const backpack: Icon = (c) => `
  <path d="M80 52 V38 Q100 20 120 38 V52" fill="none" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>
  <rect x="48" y="48" width="104" height="130" rx="30" fill="${c.main}"/>
  <path d="M48 88 Q100 108 152 88" fill="none" stroke="${c.dark}" stroke-width="5"/>
  <rect x="66" y="116" width="68" height="48" rx="12" fill="${c.dark}" opacity="0.55"/>
  <rect x="92" y="112" width="16" height="10" rx="3" fill="${c.light}"/>`;

export const bag: Icon = (c) => `
  <path d="M66 86 Q66 36 100 36 Q134 36 134 86" fill="none" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>
  <path d="M40 82 H160 L170 168 Q170 178 160 178 H40 Q30 178 30 168 Z" fill="${c.main}"/>
  <path d="M40 82 H160 L152 120 Q100 134 48 120 Z" fill="${c.dark}" opacity="0.5"/>
  <circle cx="100" cy="124" r="7" fill="${c.light}"/>`;

export const wallet: Icon = (c) => `
  <rect x="30" y="60" width="140" height="96" rx="16" fill="${c.main}"/>
  <path d="M110 86 H170 V130 H110 Q96 130 96 116 V100 Q96 86 110 86 Z" fill="${c.dark}"/>
  <circle cx="116" cy="108" r="7" fill="${c.light}"/>`;
