import { describe, expect, it } from 'vitest';
import type { Catalogo, ProductoVendedor } from '@feria/contracts';
import { datosVistaPrevia } from './vista-previa-datos';

let n = 0;
function producto(over: Partial<ProductoVendedor>): ProductoVendedor {
  return {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    nombre: 'Mate',
    descripcion: '',
    precio: 1000,
    stock: 1,
    sku: null,
    rutaImagen: null,
    tipoProducto: null,
    atributos: [],
    fechaAlta: '2026-01-01T00:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: '3b9d2c6e-1f0a-4c1e-9a55-2d4f8e7c6b10',
    nombreEmprendimiento: 'Tienda',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    imagenes: [{ id: 1, url: '/uploads/p/a.webp', principal: true, orden: 0 }],
    idCatalogos: [],
    ...over,
  };
}
const catalogo = (idCatalogo: number, habilitado = true): Catalogo => ({
  idCatalogo,
  nombre: `C${idCatalogo}`,
  habilitado,
  cantidadProductos: 0,
});

describe('datosVistaPrevia', () => {
  it('keeps only enabled products, without the seller-only image list', () => {
    const a = producto({ idCatalogos: [1] });
    const b = producto({ habilitado: false, idCatalogos: [1] });
    const { productos } = datosVistaPrevia([a, b], []);
    expect(productos.map((p) => p.id)).toEqual([a.id]);
    expect(productos[0]).not.toHaveProperty('imagenes');
  });

  it('builds the enabled catalogs with their enabled products in list order', () => {
    const a = producto({ idCatalogos: [1, 2] });
    const b = producto({ idCatalogos: [2] });
    const c = producto({ idCatalogos: [2], habilitado: false });
    const { catalogos } = datosVistaPrevia([a, b, c], [catalogo(1), catalogo(2), catalogo(3, false)]);
    expect(catalogos).toEqual([
      { idCatalogo: 1, nombre: 'C1', habilitado: true, productosIds: [a.id] },
      { idCatalogo: 2, nombre: 'C2', habilitado: true, productosIds: [a.id, b.id] },
    ]);
  });
});
