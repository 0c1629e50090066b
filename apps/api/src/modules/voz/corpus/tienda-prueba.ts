import type { ContextoVoz } from '../interprete';
import type { ProductoVoz } from '../productos-similares';

// A made-up shop for the parser's corpus (test data, not demo data): products of several types,
// with near names on purpose ('Vela de soja lavanda' / 'Vela de soja vainilla').

export const TIPOS = [
  { id: 1, nombre: 'Remera' },
  { id: 2, nombre: 'Buzo' },
  { id: 3, nombre: 'Pantalón' },
  { id: 4, nombre: 'Taza' },
  { id: 5, nombre: 'Vela' },
  { id: 6, nombre: 'Mate' },
  { id: 7, nombre: 'Bombilla' },
  { id: 8, nombre: 'Yerba mate' },
  { id: 9, nombre: 'Jabón' },
  { id: 10, nombre: 'Cuaderno' },
  { id: 11, nombre: 'Aromatizante' },
  { id: 12, nombre: 'Zapatillas' },
  { id: 13, nombre: 'Cartera' },
  { id: 14, nombre: 'Planta' },
  { id: 15, nombre: 'Café' },
  { id: 16, nombre: 'Textil para el hogar' },
  { id: 17, nombre: 'Utensilio de cocina' },
];

let n = 0;
const p = (nombre: string, precio: number, stock: number, tipoProductoId: number, habilitado = true): ProductoVoz => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  nombre,
  precio,
  stock,
  descripcion: '',
  sku: null,
  tipoProductoId,
  tipo: TIPOS.find((t) => t.id === tipoProductoId)!.nombre,
  habilitado,
});

export const PRODUCTOS: ProductoVoz[] = [
  p('Vela de soja lavanda', 4500, 12, 5),
  p('Vela de soja vainilla', 4500, 8, 5),
  p('Vela aromática citronela', 5200, 5, 5),
  p('Vela en frasco de vidrio', 7800, 3, 5, false),
  p('Taza de cerámica azul', 6500, 10, 4),
  p('Taza de cerámica blanca', 6500, 7, 4),
  p('Taza esmaltada verde', 7200, 4, 4),
  p('Mate de calabaza', 9800, 6, 6),
  p('Mate imperial de alpaca', 38000, 2, 6),
  p('Bombilla de alpaca', 8500, 9, 7),
  p('Yerba mate orgánica 1 kg', 11500, 20, 8),
  p('Remera de algodón negra', 12000, 15, 1),
  p('Remera de algodón blanca', 12000, 11, 1),
  p('Remera oversize estampada', 15500, 6, 1),
  p('Buzo canguro gris', 28000, 5, 2),
  p('Jabón de avena y miel', 3200, 30, 9),
  p('Jabón de carbón activado', 3400, 18, 9),
  p('Cuaderno A5 tapa dura', 6900, 14, 10),
  p('Difusor de ambiente cítrico', 8900, 7, 11),
  p('Zapatillas urbanas blancas', 54000, 4, 12),
  p('Cartera de cuero marrón', 62000, 2, 13),
  p('Suculenta en maceta de barro', 3900, 25, 14),
  p('Café de especialidad Colombia 250 g', 14500, 10, 15),
  p('Manta tejida a mano', 45000, 3, 16),
  p('Tabla de madera para picar', 8700, 8, 17),
];

export const TIENDA: ContextoVoz = { productos: PRODUCTOS, tipos: TIPOS };
export const idDe = (nombre: string): string => PRODUCTOS.find((x) => x.nombre === nombre)!.id;
