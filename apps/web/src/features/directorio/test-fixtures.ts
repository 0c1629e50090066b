import type { EmprendimientoPage, EmprendimientoPublico } from '@feria/contracts';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

// Test-only data for the directory (never imported by app code).

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function tiendaFixture(over: Partial<EmprendimientoPublico> = {}): EmprendimientoPublico {
  return tiendaPublicaDePrueba({
    id: uuid(),
    descripcion: 'Mates y bombillas hechos a mano',
    direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa María', provincia: 'Córdoba' },
    cantidadProductos: 12,
    slug: 'mates-del-sur',
    calificacion: 4.5,
    numReseñas: 8,
    vendidos: 30,
    ...over,
  });
}

export function paginaFixture(
  content: EmprendimientoPublico[],
  over: Partial<EmprendimientoPage> = {},
): EmprendimientoPage {
  return { content, totalElements: content.length, totalPages: content.length ? 1 : 0, number: 0, size: 12, ...over };
}
