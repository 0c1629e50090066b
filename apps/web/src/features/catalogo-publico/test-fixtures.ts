import type { EmprendimientoPublico, Producto, ProductoPage, Rubro } from '@feria/contracts';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

/** Test data builders for the public catalogue shapes (valid against the contracts schemas). */
let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function productoFixture(over: Partial<Producto> = {}): Producto {
  return {
    id: uuid(),
    nombre: 'Mate de calabaza',
    descripcion: 'Mate artesanal',
    precio: 15000,
    stock: 5,
    sku: null,
    rutaImagen: null,
    tipoProducto: null,
    atributos: [],
    fechaAlta: '2026-01-10T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: '00000000-0000-4000-8000-999999999999',
    nombreEmprendimiento: 'Mates del Sur',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    ...over,
  };
}

export function emprendimientoFixture(over: Partial<EmprendimientoPublico> = {}): EmprendimientoPublico {
  return tiendaPublicaDePrueba({ id: uuid(), descripcion: 'Mates y bombillas', cantidadProductos: 12, ...over });
}

export function pageFixture(content: Producto[], over: Partial<ProductoPage> = {}): ProductoPage {
  return { content, totalElements: content.length, totalPages: content.length ? 1 : 0, number: 0, size: 20, ...over };
}

export const rubrosFixture: Rubro[] = [
  { idRubro: 1, nombre: 'Artesanías' },
  { idRubro: 2, nombre: 'Alimentos' },
];

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
