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

/**
 * The demo's other buyers (decision 064): fictional people whose completed orders make up the demo
 * shops' sales. They have no account (nobody signs in as them); their e-mails are @demo.feria.ar
 * and their ids `demo:<email>`, labelled demo like the rest.
 */
export const DEMO_COMPRADORES_VENTAS: readonly DemoComprador[] = (
  [
    ['Martina', 'Acosta', 'Rosario', 'Santa Fe', 'Bv. Oroño', '1420'],
    ['Federico', 'Benítez', 'Mendoza', 'Mendoza', 'Av. San Martín', '2210'],
    ['Sofía', 'Cabrera', 'La Plata', 'Buenos Aires', 'Calle 12', '845'],
    [
      'Nicolás',
      'Domínguez',
      'Ciudad Autónoma de Buenos Aires',
      'Ciudad Autónoma de Buenos Aires',
      'Av. Corrientes',
      '3560',
    ],
    ['Valeria', 'Escobar', 'Salta', 'Salta', 'Caseros', '712'],
    ['Julián', 'Ferreyra', 'Córdoba', 'Córdoba', 'Av. Colón', '1890'],
    ['Carolina', 'Gutiérrez', 'Neuquén', 'Neuquén', 'Av. Argentina', '455'],
    ['Matías', 'Ibarra', 'Mar del Plata', 'Buenos Aires', 'Güemes', '2675'],
    ['Florencia', 'Juárez', 'San Miguel de Tucumán', 'Tucumán', 'San Martín', '930'],
    ['Ignacio', 'Ledesma', 'Santa Fe', 'Santa Fe', 'San Jerónimo', '3120'],
    ['Camila', 'Medina', 'Bahía Blanca', 'Buenos Aires', 'Alsina', '268'],
    ['Santiago', 'Núñez', 'Posadas', 'Misiones', 'Bolívar', '1745'],
    ['Agustina', 'Ortiz', 'San Juan', 'San Juan', 'Av. Libertador', '1320'],
    ['Bruno', 'Pereyra', 'Ciudad Autónoma de Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'Av. Cabildo', '2044'],
    ['Milagros', 'Quiroga', 'Paraná', 'Entre Ríos', 'Urquiza', '988'],
    ['Lautaro', 'Romero', 'San Carlos de Bariloche', 'Río Negro', 'Mitre', '560'],
  ] as const
).map(([nombre, apellido, ciudad, provincia, calle, numero], n) =>
  comprador(
    `${nombre}.${apellido}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase() + '@demo.feria.ar',
    {
      nombre,
      apellido,
      dni: String(30_100_000 + n * 370_113),
      telefono: `11 0000-1${String(n).padStart(3, '0')}`,
      direccion: { calle, numero, pisoDepto: null, ciudad, provincia, codigoPostal: '0000' },
    },
  ),
);
