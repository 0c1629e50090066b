import type { MetodoEnvio, MetodoEnvioPublico } from '@feria/contracts';

/**
 * docs/producto/envios.md#lectura-publica: a stored method as a buyer in `idProvincia` reads it,
 * or null when it does not reach that province. Pickup and 'a coordinar' reach everyone; home
 * delivery reaches a province through the zone that names it, else through 'resto del país'
 * (docs/producto/envios.md#zonas). Without a province every method shows with all its zones.
 */
export function metodoParaProvincia(m: MetodoEnvio, idProvincia: number | null): MetodoEnvioPublico | null {
  if (m.tipo === 'RETIRO') return { ...m, costo: 0 };
  if (m.tipo === 'A_COORDINAR') return m;
  if (idProvincia === null) return { ...m, costo: null, diasMin: null, diasMax: null };
  const zona = m.zonas.find((z) => z.idProvincias.includes(idProvincia)) ?? m.zonas.find((z) => z.restoDelPais);
  if (!zona) return null;
  return { ...m, zonas: [zona], costo: zona.costo, diasMin: zona.diasMin, diasMax: zona.diasMax };
}
