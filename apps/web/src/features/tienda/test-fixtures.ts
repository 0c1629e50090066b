import { aparienciaPorDefecto } from '@feria/contracts';
import type { Apariencia, CatalogoTienda, EmprendimientoPublico, ProductoTienda } from '@feria/contracts';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

// Test data builders (tests only): complete contract shapes with overridable fields.
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const EMP_ID = '11111111-1111-4111-8111-111111111111';

export function emprendimientoFixture(over: Partial<EmprendimientoPublico> = {}): EmprendimientoPublico {
  return tiendaPublicaDePrueba({
    id: EMP_ID,
    direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa Carlos Paz', provincia: 'Córdoba' },
    provincia: { idProvincia: 6, nombre: 'Córdoba' },
    fechaAlta: '2025-01-10T12:00:00.000Z',
    ...over,
  });
}

export function productoFixture(over: Partial<ProductoTienda> = {}): ProductoTienda {
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
    fechaAlta: '2025-02-01T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: EMP_ID,
    nombreEmprendimiento: 'Mates del Sur',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    idCatalogos: [],
    ...over,
  };
}

export function catalogoFixture(over: Partial<CatalogoTienda> & Pick<CatalogoTienda, 'idCatalogo'>): CatalogoTienda {
  return { nombre: `Catálogo ${over.idCatalogo}`, habilitado: true, productosIds: [], ...over };
}

export function aparienciaFixture(over: Partial<Apariencia> = {}): Apariencia {
  return { ...aparienciaPorDefecto('Mates del Sur'), ...over };
}

export const atributo = (clave: string, valor: string, id = ++n) => ({ id, clave, valor, tipoDato: 'STRING' });
