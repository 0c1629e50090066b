import type { Page, Solicitud, UsuarioAdmin } from '@feria/contracts';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

export function solicitudFixture(over: Partial<Solicitud> = {}): Solicitud {
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
    cbu: '2850590940090418135201',
    alias: 'dulces.abuela',
    activo: true,
    solicitante: { nombre: 'Marta Pérez', email: 'marta@example.com' },
    ...over,
  };
}

export function usuarioFixture(over: Partial<UsuarioAdmin> = {}): UsuarioAdmin {
  return {
    id: 'u-1',
    username: 'ana@example.com',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    roles: ['comprador'],
    habilitado: true,
    fechaAlta: '2026-03-01T12:00:00.000Z',
    ...over,
  };
}

export function pageOfFixture<T>(content: T[], number = 0, totalPages = 1): Page<T> {
  return { content, totalElements: content.length, totalPages, number, size: 20 };
}
