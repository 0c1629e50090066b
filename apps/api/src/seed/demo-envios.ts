import { metodosEnvioInput, type MetodoEnvioInput } from '@feria/contracts';
import type { Database } from '../db/client';
import type { DemoEmprendimiento } from '../demo/demo-types';
import { guardarMetodos } from '../modules/envios/envios.queries';
import type { ReferenceIds } from '../modules/referencias/referencias.queries';

// docs/producto/demo.md#envios: every demo shop's delivery methods — pickup in its own city,
// home delivery by zone (its province cheapest and fastest, the neighbours, 'resto del país'),
// free delivery from an amount in some shops, 'a coordinar' where a shop really does it.

type Zona = [provincias: string[] | 'resto', costo: number, diasMin: number, diasMax: number];

interface EnviosDemo {
  /** Pickup hours at the shop's own address; absent: the shop sells online only. */
  horarios?: string;
  zonas: Zona[];
  gratisDesde?: number;
  /** The name of a method agreed by chat, when the shop offers one. */
  aCoordinar?: string;
}

const ENVIOS: Record<string, EnviosDemo> = {
  'Mate y Luna': {
    horarios: 'Lunes a viernes de 9 a 13 y de 17 a 21 h, sábados de 10 a 13 h',
    zonas: [
      [['Salta'], 2800, 1, 2],
      [['Jujuy', 'Tucumán', 'Catamarca', 'Santiago del Estero'], 5400, 3, 5],
      ['resto', 8900, 5, 9],
    ],
  },
  'Pisada Andina': {
    horarios: 'Lunes a sábado de 10 a 20 h',
    zonas: [
      [['Mendoza'], 3200, 1, 2],
      [['San Juan', 'San Luis', 'Neuquén', 'La Pampa'], 6100, 3, 5],
      ['resto', 9800, 5, 8],
    ],
  },
  'Tostadero Aconquija': {
    horarios: 'Martes a sábado de 9 a 14 h',
    zonas: [
      [['Tucumán'], 2500, 1, 2],
      [['Salta', 'Catamarca', 'Santiago del Estero', 'Jujuy'], 5200, 2, 4],
      ['resto', 8400, 4, 7],
    ],
    aCoordinar: 'Moto en Yerba Buena y San Miguel (a coordinar)',
  },
  'Huellitas del Sur': {
    horarios: 'Lunes a viernes de 10 a 19 h',
    zonas: [
      [['Buenos Aires', 'Ciudad Autónoma de Buenos Aires'], 3900, 1, 3],
      [['Santa Fe', 'Córdoba', 'Entre Ríos', 'La Pampa'], 6800, 3, 6],
      ['resto', 11500, 5, 10],
    ],
    gratisDesde: 70000,
  },
  'Raíz Colorada': {
    horarios: 'Lunes a viernes de 8 a 12 y de 16 a 20 h',
    zonas: [
      [['Misiones'], 2900, 1, 3],
      [['Corrientes', 'Chaco', 'Entre Ríos', 'Formosa'], 5900, 3, 6],
      ['resto', 9900, 5, 10],
    ],
  },
  'Nodo Patagonia': {
    zonas: [
      [['Neuquén'], 3500, 1, 2],
      [['Río Negro', 'Mendoza', 'La Pampa', 'Chubut'], 6500, 2, 5],
      ['resto', 12000, 4, 8],
    ],
  },
  'Lupino Botánica': {
    horarios: 'Miércoles a sábado de 11 a 19 h',
    zonas: [
      [['Río Negro'], 3300, 1, 3],
      [['Neuquén', 'Chubut', 'La Pampa', 'Santa Cruz'], 6900, 3, 6],
      ['resto', 11900, 5, 10],
    ],
  },
  'Trama Urbana': {
    horarios: 'Lunes a sábado de 11 a 20 h',
    zonas: [
      [['Ciudad Autónoma de Buenos Aires'], 2900, 1, 2],
      [['Buenos Aires'], 4500, 2, 4],
      ['resto', 8700, 4, 8],
    ],
    gratisDesde: 60000,
  },
  'Casa Ceibo': {
    horarios: 'Lunes a viernes de 10 a 18 h',
    zonas: [
      [['Córdoba'], 3100, 1, 2],
      [['Santa Fe', 'San Luis', 'Santiago del Estero', 'La Rioja', 'Catamarca'], 5800, 3, 5],
      ['resto', 9200, 4, 8],
    ],
    gratisDesde: 60000,
  },
  'Papel Pampa': {
    horarios: 'Lunes a viernes de 9 a 18 h, sábados de 10 a 13 h',
    zonas: [
      [['Santa Fe'], 2600, 1, 2],
      [['Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'Córdoba', 'Entre Ríos'], 4900, 2, 4],
      ['resto', 7900, 4, 7],
    ],
    gratisDesde: 45000,
  },
};

function metodosDe(shop: DemoEmprendimiento, e: EnviosDemo, ids: ReferenceIds): MetodoEnvioInput[] {
  const metodos: MetodoEnvioInput[] = [];
  if (e.horarios)
    metodos.push({
      tipo: 'RETIRO',
      nombre: `Retiro en ${shop.nombre}`,
      direccion: {
        calle: shop.calle,
        numero: shop.numero,
        ciudad: shop.ciudad,
        idProvincia: ids.provincia(shop.provincia),
      },
      horarios: e.horarios,
    });
  metodos.push({
    tipo: 'DOMICILIO',
    nombre: 'Envío a domicilio',
    zonas: e.zonas.map(([provincias, costo, diasMin, diasMax]) =>
      provincias === 'resto'
        ? { restoDelPais: true, costo, diasMin, diasMax }
        : { idProvincias: provincias.map((p) => ids.provincia(p)), costo, diasMin, diasMax },
    ),
    ...(e.gratisDesde ? { gratisDesde: e.gratisDesde } : {}),
  });
  if (e.aCoordinar) metodos.push({ tipo: 'A_COORDINAR', nombre: e.aCoordinar });
  return metodos;
}

/**
 * Writes the demo shops' methods inside the seed's transaction, each list checked by the same
 * schema the seller's PUT uses. A shop without an entry here is a data bug and fails loudly.
 */
export async function seedDemoEnvios(
  db: Database,
  shops: readonly DemoEmprendimiento[],
  emprendimientoIds: readonly string[],
  ids: ReferenceIds,
): Promise<void> {
  for (const [i, shop] of shops.entries()) {
    const envios = ENVIOS[shop.nombre];
    if (!envios) throw new Error(`Faltan los envíos de la tienda demo ${shop.nombre}`);
    const { metodos } = metodosEnvioInput.parse({ metodos: metodosDe(shop, envios, ids) });
    await guardarMetodos(db, emprendimientoIds[i]!, metodos);
  }
}
