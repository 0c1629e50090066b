/**
 * Reference data seeded into the lookup tables (docs/producto/api.md: /provincias, /rubros, productos/tipos).
 * Names are the user-visible Spanish texts, so they keep their accents.
 */

/** The 24 Argentine jurisdictions: 23 provinces plus the autonomous city, with official names. */
export const PROVINCIAS: readonly string[] = [
  'Buenos Aires',
  'Ciudad Autónoma de Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  'Tucumán',
];

/** Business categories a seller picks when registering an emprendimiento (docs/producto/entidades.md "idRubro"). */
export const RUBROS: readonly string[] = [
  'Indumentaria',
  'Calzado',
  'Accesorios',
  'Hogar y Deco',
  'Alimentos y Bebidas',
  'Cosmética Natural',
  'Arte y Artesanías',
  'Tecnología',
  'Librería y Papelería',
  'Juguetes',
  'Mascotas',
  'Plantas y Jardín',
  'Deportes y Aire Libre',
  'Bebés y Niños',
];

/**
 * Product types (docs/producto/entidades.md "Product type: id, nombre"). Singular names, because the voice
 * assistant says 'todos los productos del tipo "Taza"' (docs/producto/voz-grabador.md#estados-del-grabador mass modification).
 */
export const TIPOS_PRODUCTO: readonly { nombre: string; descripcion: string }[] = [
  { nombre: 'Remera', descripcion: 'Remeras y musculosas de tejido de punto.' },
  { nombre: 'Buzo', descripcion: 'Buzos de frisa o algodón, con o sin capucha.' },
  { nombre: 'Campera', descripcion: 'Camperas, rompevientos y abrigos.' },
  { nombre: 'Pantalón', descripcion: 'Pantalones, jeans, joggers y bermudas.' },
  { nombre: 'Zapatillas', descripcion: 'Calzado deportivo y urbano.' },
  { nombre: 'Botas', descripcion: 'Botas, borcegos y botinetas.' },
  { nombre: 'Mochila', descripcion: 'Mochilas urbanas, de viaje y para notebook.' },
  { nombre: 'Cartera', descripcion: 'Carteras, bandoleras, riñoneras y bolsos.' },
  { nombre: 'Billetera', descripcion: 'Billeteras, tarjeteros y monederos.' },
  { nombre: 'Taza', descripcion: 'Tazas y jarros para bebidas calientes.' },
  { nombre: 'Vajilla', descripcion: 'Platos, cuencos y piezas para servir.' },
  { nombre: 'Utensilio de cocina', descripcion: 'Molinillos, tablas y herramientas de cocina.' },
  { nombre: 'Vela', descripcion: 'Velas de soja, de cera de abejas y aromáticas.' },
  { nombre: 'Aromatizante', descripcion: 'Difusores, sahumerios y aromas para ambientes.' },
  { nombre: 'Textil para el hogar', descripcion: 'Mantas, almohadones, caminos de mesa y alfombras.' },
  { nombre: 'Objeto decorativo', descripcion: 'Jarrones, espejos y piezas de decoración.' },
  { nombre: 'Lámina', descripcion: 'Láminas e ilustraciones impresas para enmarcar.' },
  { nombre: 'Cuaderno', descripcion: 'Cuadernos, libretas, agendas y planners.' },
  { nombre: 'Artículo de librería', descripcion: 'Lápices, lapiceras, acuarelas y materiales de arte.' },
  { nombre: 'Mate', descripcion: 'Mates de calabaza, madera, cerámica o vidrio, y sets materos.' },
  { nombre: 'Bombilla', descripcion: 'Bombillas de alpaca, acero o caña.' },
  { nombre: 'Yerba mate', descripcion: 'Yerba mate elaborada, con o sin palo.' },
  { nombre: 'Café', descripcion: 'Café en grano o molido.' },
  { nombre: 'Cafetera', descripcion: 'Cafeteras de filtro, moka, prensa francesa y espresso.' },
  { nombre: 'Auriculares', descripcion: 'Auriculares con cable o inalámbricos.' },
  { nombre: 'Parlante', descripcion: 'Parlantes portátiles y de escritorio.' },
  { nombre: 'Accesorio tecnológico', descripcion: 'Cargadores, cables, fundas, teclados y periféricos.' },
  { nombre: 'Jabón', descripcion: 'Jabones artesanales en barra.' },
  { nombre: 'Cosmético natural', descripcion: 'Cremas, aceites, sérums y productos capilares.' },
  { nombre: 'Planta', descripcion: 'Plantas de interior, exterior y nativas.' },
  { nombre: 'Maceta', descripcion: 'Macetas, canastos colgantes y terrarios.' },
  { nombre: 'Insumo de jardín', descripcion: 'Sustratos, fertilizantes y herramientas de jardín.' },
  { nombre: 'Accesorio para mascotas', descripcion: 'Collares, correas, comederos y transportadoras.' },
  { nombre: 'Cama para mascotas', descripcion: 'Camas, cuchas y mantas para perros y gatos.' },
  { nombre: 'Juguete', descripcion: 'Juguetes para chicos y para mascotas.' },
];
