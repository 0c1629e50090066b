import type { Database } from '../db/client';
import { DEMO_COMPRADORES } from '../demo/demo-compradores';
import { insertarDireccionesDeUsuario, type ColumnasDireccion } from '../modules/compradores/direcciones.queries';
import type { ReferenceIds } from '../modules/referencias/referencias.queries';

// docs/producto/demo.md#direcciones: each demo buyer account starts with its profile address saved as
// 'Casa' (the default) and one more, so 'Mis direcciones' is not empty when the demo is tried.

type Otra = Omit<ColumnasDireccion, 'provinciaId'> & { provincia: string };

/** The second address of each demo buyer, by e-mail (fictional places and phones). */
const OTRAS: Readonly<Record<string, Otra>> = {
  'compradora@demo.feria.ar': {
    alias: 'Trabajo',
    destinatario: 'Lucía Fernández',
    telefono: '11 4832-5519',
    calle: 'Av. Santa Fe',
    numero: '3253',
    piso: '8',
    depto: null,
    ciudad: 'Ciudad Autónoma de Buenos Aires',
    provincia: 'Ciudad Autónoma de Buenos Aires',
    codigoPostal: 'C1425BGH',
    indicaciones: 'Dejar en recepción, de 9 a 18',
  },
  'comprador@demo.feria.ar': {
    alias: 'Lo de mis viejos',
    destinatario: 'Marta Herrera',
    telefono: '351 000-4410',
    calle: 'Av. San Martín',
    numero: '850',
    piso: null,
    depto: null,
    ciudad: 'Villa Carlos Paz',
    provincia: 'Córdoba',
    codigoPostal: '5152',
    indicaciones: null,
  },
};

/** '3° B' → piso '3°', depto 'B'; a single word is the floor. */
function pisoYDepto(pisoDepto: string | null | undefined): { piso: string | null; depto: string | null } {
  const partes = (pisoDepto ?? '').trim().split(/\s+/).filter(Boolean);
  if (partes.length === 0) return { piso: null, depto: null };
  if (partes.length === 2) return { piso: partes[0]!, depto: partes[1]! };
  return { piso: partes.join(' '), depto: null };
}

/** Saved addresses of the demo buyer accounts; a buyer that already has some keeps them. */
export async function insertarDireccionesDemo(db: Database, ids: ReferenceIds): Promise<void> {
  for (const c of DEMO_COMPRADORES) {
    const { direccion: d } = c;
    const casa: ColumnasDireccion = {
      alias: 'Casa',
      destinatario: `${c.nombre} ${c.apellido}`,
      telefono: c.telefono,
      calle: d.calle,
      numero: d.numero,
      ...pisoYDepto(d.pisoDepto),
      ciudad: d.ciudad,
      provinciaId: ids.provincia(d.provincia),
      codigoPostal: d.codigoPostal.toUpperCase(),
      indicaciones: null,
    };
    const otra = OTRAS[c.email];
    const segunda = (o: Otra): ColumnasDireccion => {
      const { provincia, ...resto } = o;
      return { ...resto, provinciaId: ids.provincia(provincia) };
    };
    await insertarDireccionesDeUsuario(db, c.userId, otra ? [casa, segunda(otra)] : [casa]);
  }
}
