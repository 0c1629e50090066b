/**
 * Silhouettes for the generated demo product images, chosen by product type.
 * Shapes live in ./icons, drawn in a 200 x 200 box with colours derived from the shop colour.
 */
import { backpack, bag, boot, hoodie, pants, shoe, tshirt, wallet } from './icons/apparel';
import {
  bombilla,
  candle,
  coffeeMaker,
  diffuser,
  frame,
  grinder,
  mate,
  mug,
  notebook,
  pencil,
  pillow,
  plate,
  pouch,
  vase,
} from './icons/home';
import type { Icon } from './icons/icon-types';
import { ball, box, cosmetic, device, headphones, paw, petBed, plant, pot, shovel, soap, speaker } from './icons/other';

export type { IconColors } from './icons/icon-types';

/** Product type (TIPOS_PRODUCTO nombre) → silhouette. */
const ICONOS_POR_TIPO: Record<string, Icon> = {
  Remera: tshirt,
  Buzo: hoodie,
  Campera: hoodie,
  Pantalón: pants,
  Zapatillas: shoe,
  Botas: boot,
  Mochila: backpack,
  Cartera: bag,
  Billetera: wallet,
  Taza: mug,
  Vajilla: plate,
  'Utensilio de cocina': grinder,
  Vela: candle,
  Aromatizante: diffuser,
  'Textil para el hogar': pillow,
  'Objeto decorativo': vase,
  Lámina: frame,
  Cuaderno: notebook,
  'Artículo de librería': pencil,
  Mate: mate,
  Bombilla: bombilla,
  'Yerba mate': pouch('leaf'),
  Café: pouch('bean'),
  Cafetera: coffeeMaker,
  Auriculares: headphones,
  Parlante: speaker,
  'Accesorio tecnológico': device,
  Jabón: soap,
  'Cosmético natural': cosmetic,
  Planta: plant,
  Maceta: pot,
  'Insumo de jardín': shovel,
  'Accesorio para mascotas': paw,
  'Cama para mascotas': petBed,
  Juguete: ball,
};

/** Unknown types get a neutral box rather than a broken image. */
export function iconFor(tipo: string): Icon {
  return ICONOS_POR_TIPO[tipo] ?? box;
}

export const TIPOS_CON_ICONO: readonly string[] = Object.keys(ICONOS_POR_TIPO);
