import type { EmprendimientoPage, EmprendimientoPublico } from '@feria/contracts';

// Test-only data for the directory (never imported by app code).

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function tiendaFixture(over: Partial<EmprendimientoPublico> = {}): EmprendimientoPublico {
  return {
    id: uuid(),
    nombre: 'Mates del Sur',
    descripcion: 'Mates y bombillas hechos a mano',
    rutaImagen: null,
    logo: null,
    banner: null,
    direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa María', provincia: 'Córdoba' },
    rubro: { idRubro: 1, nombre: 'Artesanías' },
    provincia: { idProvincia: 5, nombre: 'Córdoba' },
    estado: 'Activo',
    cantidadProductos: 12,
    slug: 'mates-del-sur',
    verificado: true,
    calificacion: 4.5,
    numReseñas: 8,
    vendidos: 30,
    contacto: { whatsapp: null, instagram: null, email: null },
    fechaAlta: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function paginaFixture(content: EmprendimientoPublico[], over: Partial<EmprendimientoPage> = {}): EmprendimientoPage {
  return { content, totalElements: content.length, totalPages: content.length ? 1 : 0, number: 0, size: 12, ...over };
}
