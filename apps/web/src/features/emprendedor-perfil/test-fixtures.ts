import type { EmprendimientoPrivado, Provincia, Rubro } from '@feria/contracts';
import type { OptionsSource } from '../../components/ui/form-select-field';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

/** Check digits verified with the contracts validators (cuitValido, cbuValido). */
export const CUIT_VALIDO = '20-12345678-6';
export const CBU_VALIDO = '2850590940090418135201';

const source = <T>(data: T[]): OptionsSource<T> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
});
export const rubrosSource = () =>
  source<Rubro>([
    { idRubro: 2, nombre: 'Alimentos' },
    { idRubro: 3, nombre: 'Textiles' },
  ]);
export const provinciasSource = () =>
  source<Provincia>([
    { idProvincia: 1, nombre: 'Buenos Aires' },
    { idProvincia: 5, nombre: 'Córdoba' },
  ]);

export function emprendimientoFixture(over: Partial<EmprendimientoPrivado> = {}): EmprendimientoPrivado {
  return {
    ...tiendaPublicaDePrueba({
      id: '3b9d2c6e-1f0a-4c1e-9a55-2d4f8e7c6b10',
      nombre: 'Dulces de la Abuela',
      descripcion: 'Dulces caseros y conservas artesanales de Córdoba.',
      direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa Carlos Paz', provincia: 'Córdoba' },
      rubro: { idRubro: 2, nombre: 'Alimentos' },
      estado: 'Pendiente',
      cantidadProductos: 0,
      fechaAlta: '2026-04-10T12:00:00.000Z',
    }),
    ownerUserId: 'user-7',
    motivoRechazo: null,
    titular: 'Marta Pérez',
    cuit: '20123456786',
    cbu: CBU_VALIDO,
    alias: 'dulces.abuela',
    activo: true,
    ...over,
  };
}
