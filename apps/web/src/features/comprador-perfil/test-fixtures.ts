import type { Comprador, Provincia } from '@feria/contracts';
import type { OptionsSource } from '../../components/ui/form-select-field';

export const provinciasFixture: Provincia[] = [
  { idProvincia: 1, nombre: 'Buenos Aires' },
  { idProvincia: 5, nombre: 'Córdoba' },
];

export const provinciasSource = (data: Provincia[] | undefined = provinciasFixture): OptionsSource<Provincia> => ({
  data,
  isPending: data === undefined,
  isError: false,
  error: null,
  refetch: () => undefined,
});

export function compradorFixture(over: Partial<Comprador> = {}): Comprador {
  return {
    id: '8f14e45f-ceea-467f-a0e6-0a1b2c3d4e5f',
    userId: 'user-1',
    email: 'ana@example.com',
    nombre: 'Ana',
    apellido: 'García',
    dni: '30111222',
    telefono: '11 4567-8901',
    direccion: {
      calle: 'Av. Corrientes',
      numero: '1234',
      pisoDepto: '3B',
      ciudad: 'CABA',
      idProvincia: 1,
      codigoPostal: 'C1043AAZ',
      provincia: 'Buenos Aires',
    },
    eliminado: false,
    fechaAlta: '2026-03-01T12:00:00.000Z',
    ...over,
  };
}
