// Demo data: the two demo buyers' profiles, fictional people. Their identity accounts
// (same ids, password in the README) are created by the identity seeding in main.ts.
import type { CompradorInput } from '@feria/contracts';
import { demoOwnerId } from '../lib/demo-owner';

export interface DemoComprador extends Omit<CompradorInput, 'direccion'> {
  /** Identity user id: `demo:<email>`, like the demo shop owners. */
  userId: string;
  email: string;
  direccion: Omit<CompradorInput['direccion'], 'idProvincia'> & { provincia: string };
}

const comprador = (email: string, datos: Omit<DemoComprador, 'userId' | 'email'>): DemoComprador => ({
  userId: demoOwnerId(email),
  email,
  ...datos,
});

export const DEMO_COMPRADORES: readonly DemoComprador[] = [
  comprador('compradora@demo.feria.ar', {
    nombre: 'Lucía',
    apellido: 'Fernández',
    dni: '34567891',
    telefono: '11 4832-5519',
    direccion: {
      calle: 'Gorriti',
      numero: '4850',
      pisoDepto: '3° B',
      ciudad: 'Ciudad Autónoma de Buenos Aires',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      codigoPostal: 'C1414BJL',
    },
  }),
  comprador('comprador@demo.feria.ar', {
    nombre: 'Tomás',
    apellido: 'Herrera',
    dni: '38912456',
    telefono: '351 468-2270',
    direccion: {
      calle: 'Obispo Trejo',
      numero: '1150',
      pisoDepto: null,
      ciudad: 'Córdoba',
      provincia: 'Córdoba',
      codigoPostal: 'X5000IYV',
    },
  }),
];
