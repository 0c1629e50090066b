import type { Producto, ProductoImagen } from '@feria/contracts';

// Test data builders (tests only).
export const PRODUCTO_ID = '22222222-2222-4222-8222-222222222222';
export const EMP_ID = '11111111-1111-4111-8111-111111111111';

export function productoFixture(over: Partial<Producto> = {}): Producto {
  return {
    id: PRODUCTO_ID,
    nombre: 'Mate imperial de calabaza',
    descripcion: 'Mate forrado en cuero con virola de alpaca.',
    precio: 100000,
    stock: 12,
    sku: 'MAT-001',
    rutaImagen: null,
    tipoProducto: { idTipoProducto: 3, nombre: 'Mates', descripcion: null },
    atributos: [
      { id: 1, clave: 'Color', valor: 'Marrón', tipoDato: 'STRING' },
      { id: 2, clave: 'Material', valor: 'Calabaza', tipoDato: 'STRING' },
    ],
    fechaAlta: '2025-02-01T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: EMP_ID,
    nombreEmprendimiento: 'Mates del Sur',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    ...over,
  };
}

export const imagen = (id: number, orden: number, principal = false): ProductoImagen => ({
  id,
  url: `/uploads/productos/${id}.webp`,
  principal,
  orden,
});
