/**
 * Demo marketplace: ten fictional emprendimientos with their catalogs, products
 * and storefront appearance. This is demo data, not real businesses or people; every value is
 * fixed here (nothing random at runtime) so the seeded demo and its tests are reproducible.
 */
import type { DemoEmprendimiento } from './demo-types';
import { casaCeibo } from './shops/casa-ceibo';
import { huellitasDelSur } from './shops/huellitas-del-sur';
import { lupinoBotanica } from './shops/lupino-botanica';
import { mateYLuna } from './shops/mate-y-luna';
import { nodoPatagonia } from './shops/nodo-patagonia';
import { papelPampa } from './shops/papel-pampa';
import { pisadaAndina } from './shops/pisada-andina';
import { raizColorada } from './shops/raiz-colorada';
import { tostaderoAconquija } from './shops/tostadero-aconquija';
import { tramaUrbana } from './shops/trama-urbana';

export const DEMO_EMPRENDIMIENTOS: readonly DemoEmprendimiento[] = [
  tramaUrbana,
  pisadaAndina,
  tostaderoAconquija,
  mateYLuna,
  casaCeibo,
  lupinoBotanica,
  papelPampa,
  nodoPatagonia,
  huellitasDelSur,
  raizColorada,
];
