import type { Catalogo, ProductoVendedor } from '@feria/contracts';

// Test data builders (tests only): complete contract shapes with overridable fields.
export const EMP_ID = '3b9d2c6e-1f0a-4c1e-9a55-2d4f8e7c6b10';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function catalogoFixture(over: Partial<Catalogo> & Pick<Catalogo, 'idCatalogo'>): Catalogo {
  return { nombre: `Catálogo ${over.idCatalogo}`, habilitado: true, cantidadProductos: 0, ...over };
}

export function productoVendedorFixture(over: Partial<ProductoVendedor> = {}): ProductoVendedor {
  return {
    id: uuid(),
    nombre: 'Mate imperial',
    descripcion: 'Mate de calabaza',
    precio: 10000,
    stock: 10,
    sku: null,
    rutaImagen: null,
    tipoProducto: { idTipoProducto: 2, nombre: 'Mates', descripcion: null },
    atributos: [],
    fechaAlta: '2026-02-01T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: EMP_ID,
    nombreEmprendimiento: 'Dulces de la Abuela',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    imagenes: [],
    idCatalogos: [],
    ...over,
  };
}
