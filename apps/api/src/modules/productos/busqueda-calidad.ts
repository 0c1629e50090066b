/**
 * Search quality sets over the demo marketplace (src/demo): typed queries with the products that
 * must appear in the first ten results, queries for things nobody sells in the demo, which must
 * find nothing, and queries of a product and its attributes with the products they should list.
 * Used by busqueda-calidad.routes.test.ts (correctness) and bench/busqueda.ts (recall@10, MRR and
 * precision beside MiniSearch and Fuse.js). Expected products are named by
 * their demo name (ids are generated when the demo is seeded; the last product of each demo shop is disabled, so never expected); a query counts as found when any of
 * its expected products is in the top ten.
 */

export interface ConsultaConErrores {
  consulta: string;
  /** What kind of mistake it is, for the bench's per-kind figures. */
  tipo: 'una edición' | 'dos ediciones' | 'teclado' | 'fonética';
  /** Demo product names; any of them in the top ten is a hit. */
  esperados: readonly string[];
}

const MATES = [
  'Mate de calabaza forrado en cuero',
  'Mate imperial de calabaza con virola de alpaca',
  'Mate camionero de algarrobo',
  'Mate de cerámica pintado a mano',
  'Mate torpedo de calabaza con virola cincelada',
];
const BUZOS = [
  'Buzo canguro con capucha',
  'Buzo cuello redondo de frisa',
  'Buzo oversize bordado',
  'Buzo polar para perros',
];
const VELAS = [
  'Vela de soja en frasco de vidrio 200 g',
  'Vela de soja en lata aroma vainilla',
  'Vela de cera de abejas tipo pilar',
  'Vela aromática en cuenco de cerámica',
  'Set de 3 velas de soja aromáticas',
  'Vela de masaje de manteca de karité',
];
const ZAPATILLAS = [
  'Zapatillas urbanas de lona',
  'Zapatillas de cuero engrasado',
  'Zapatillas de lona caña alta',
  'Zapatillas running livianas',
  'Zapatillas slip-on de lona',
  'Zapatillas de trekking impermeables',
  'Zapatillas infantiles con abrojo',
];
const CAFES = [
  'Café de especialidad Colombia en grano 250 g',
  'Café de especialidad Etiopía Yirgacheffe 250 g',
  'Café blend de la casa molido 500 g',
  'Café Brasil Cerrado molido para moka 250 g',
  'Café descafeinado Perú 250 g',
  'Café de especialidad en grano 1 kg',
];
const CAFETERAS = [
  'Cafetera moka de aluminio 6 pocillos',
  'Cafetera prensa francesa de vidrio 1 L',
  'Cafetera de filtro cónico de cerámica V60',
  'Cafetera espresso semiautomática 15 bar',
];
const REMERAS = [
  'Remera oversize de algodón orgánico',
  'Remera básica cuello redondo',
  'Remera estampada Río de la Plata',
  'Remera manga larga rayada',
  'Remera de lino natural',
];
const TAZAS = [
  'Taza de cerámica esmaltada 350 ml',
  'Taza de cerámica esmaltada artesanal',
  'Taza de cerámica esmaltada 300 ml',
  'Set de 2 tazas de café con plato',
];
const CUADERNOS = [
  'Cuaderno A5 tapa dura rayado 96 hojas',
  'Cuaderno A5 punteado con elástico',
  'Cuaderno A4 liso de bocetos 120 g',
  'Cuaderno cosido a mano con tapa de tela',
  'Pack de 3 cuadernos A6 de bolsillo',
];
const AURICULARES = [
  'Auriculares inalámbricos con cancelación de ruido',
  'Auriculares in-ear bluetooth con estuche de carga',
  'Auriculares con cable y micrófono para PC',
  'Auriculares deportivos resistentes al agua',
];
const MACETAS = [
  'Maceta de barro cocido 30 cm',
  'Maceta autorregante de plástico reciclado 20 cm',
  'Potus en maceta de 14 cm',
  'Monstera deliciosa en maceta de 20 cm',
  'Sansevieria en maceta de 17 cm',
];
const CAMPERAS = ['Campera rompeviento impermeable', 'Campera de jean clásica', 'Campera puffer liviana'];
const CARTERAS = ['Cartera de aguayo con cierre', 'Cartera bandolera de cuero'];
const JABONES = ['Jabón artesanal de avena y miel', 'Jabón de lavanda y arcilla violeta'];
const YERBAS = ['Yerba mate orgánica 1 kg', 'Yerba mate barbacuá 500 g', 'Plantín de yerba mate'];
const AGENDAS = ['Agenda 2026 semanal A5', 'Agenda docente 2026 con planificación anual'];
const BOTAS = ['Botas chelsea de gamuza', 'Botas de montaña con puntera reforzada'];

/** Typos on short and middle-length words: ≥ 40 queries, each with the products it must find. */
export const CONSULTAS_CON_ERRORES: readonly ConsultaConErrores[] = [
  { consulta: 'mtae', tipo: 'una edición', esperados: MATES },
  { consulta: 'buso', tipo: 'fonética', esperados: BUZOS },
  { consulta: 'koco', tipo: 'fonética', esperados: ['Acondicionador sólido de coco 80 g'] },
  { consulta: 'bela', tipo: 'fonética', esperados: VELAS },
  { consulta: 'vwla', tipo: 'teclado', esperados: VELAS },
  { consulta: 'javon', tipo: 'fonética', esperados: JABONES },
  { consulta: 'sapatillas', tipo: 'fonética', esperados: ZAPATILLAS },
  { consulta: 'zapatiyas', tipo: 'fonética', esperados: ZAPATILLAS },
  { consulta: 'kartera', tipo: 'fonética', esperados: CARTERAS },
  { consulta: 'elecho', tipo: 'fonética', esperados: ['Helecho serrucho en canasto colgante'] },
  { consulta: 'yerva', tipo: 'fonética', esperados: YERBAS },
  { consulta: 'kafe', tipo: 'fonética', esperados: CAFES },
  { consulta: 'cafetrea', tipo: 'una edición', esperados: CAFETERAS },
  { consulta: 'tasa', tipo: 'fonética', esperados: TAZAS },
  {
    consulta: 'mnata',
    tipo: 'una edición',
    esperados: [
      'Manta tejida de lana merino 130 x 170 cm',
      'Manta de lana de llama tejida a mano',
      'Manta polar para mascotas',
    ],
  },
  {
    consulta: 'lamna',
    tipo: 'una edición',
    esperados: ['Lámina ilustrada Cerros de colores A3', 'Lámina ilustrada Quebrada de las Flechas A4'],
  },
  { consulta: 'cuadreno', tipo: 'una edición', esperados: CUADERNOS },
  { consulta: 'kuaderno', tipo: 'fonética', esperados: CUADERNOS },
  { consulta: 'ajenda', tipo: 'fonética', esperados: AGENDAS },
  { consulta: 'coyar', tipo: 'fonética', esperados: ['Collar de nylon reforzado con hebilla'] },
  { consulta: 'kucha', tipo: 'fonética', esperados: ['Cucha de madera para exterior'] },
  { consulta: 'maseta', tipo: 'fonética', esperados: MACETAS },
  { consulta: 'sukulentas', tipo: 'fonética', esperados: ['Kit de 3 suculentas en macetas de cerámica'] },
  { consulta: 'orkidea', tipo: 'fonética', esperados: ['Orquídea nativa Oncidium en tronco'] },
  { consulta: 'potos', tipo: 'una edición', esperados: ['Potus en maceta de 14 cm'] },
  { consulta: 'fikus', tipo: 'fonética', esperados: ['Ficus lyrata de 1,20 m'] },
  { consulta: 'teclao', tipo: 'una edición', esperados: ['Teclado mecánico inalámbrico compacto'] },
  { consulta: 'muose', tipo: 'una edición', esperados: ['Mouse inalámbrico ergonómico'] },
  { consulta: 'parlnate', tipo: 'una edición', esperados: ['Parlante bluetooth portátil 20 W'] },
  { consulta: 'vateria', tipo: 'fonética', esperados: ['Batería externa 20.000 mAh'] },
  { consulta: 'teclsdo', tipo: 'teclado', esperados: ['Teclado mecánico inalámbrico compacto'] },
  { consulta: 'borsegos', tipo: 'fonética', esperados: ['Borcegos de cuero con cordones'] },
  { consulta: 'biyetera', tipo: 'fonética', esperados: ['Billetera de cuero con monedero'] },
  { consulta: 'canpera', tipo: 'teclado', esperados: CAMPERAS },
  { consulta: 'pantalin', tipo: 'teclado', esperados: ['Pantalón cargo de gabardina'] },
  { consulta: 'volso', tipo: 'fonética', esperados: ['Bolso transportador para gatos y perros pequeños'] },
  { consulta: 'musculoza', tipo: 'fonética', esperados: ['Musculosa de algodón acanalado'] },
  {
    consulta: 'crena',
    tipo: 'teclado',
    esperados: ['Crema facial hidratante de rosa mosqueta 50 g', 'Kit facial completo: limpieza, sérum y crema'],
  },
  {
    consulta: 'aseite',
    tipo: 'fonética',
    esperados: ['Aceite de rosa mosqueta puro 30 ml', 'Aceite capilar de argán y jojoba 50 ml'],
  },
  {
    consulta: 'shampo',
    tipo: 'una edición',
    esperados: ['Shampoo sólido de ortiga y romero 90 g', 'Set de viaje: shampoo y acondicionador sólidos con lata'],
  },
  { consulta: 'ebilla', tipo: 'fonética', esperados: ['Collar de nylon reforzado con hebilla'] },
  { consulta: 'espjo', tipo: 'una edición', esperados: ['Espejo redondo con marco de ratán 60 cm'] },
  { consulta: 'llute', tipo: 'fonética', esperados: ['Alfombra de yute trenzada 120 x 170 cm'] },
  { consulta: 'molinilo', tipo: 'una edición', esperados: ['Molinillo de café manual con muelas cerámicas'] },
  { consulta: 'balija', tipo: 'fonética', esperados: ['Valija de arte completa 80 piezas'] },
  { consulta: 'sizal', tipo: 'fonética', esperados: ['Rascador para gatos con poste de sisal'] },
  { consulta: 'pretla', tipo: 'una edición', esperados: ['Pretal acolchado antitirones'] },
  { consulta: 'abena', tipo: 'fonética', esperados: ['Jabón artesanal de avena y miel'] },
  { consulta: 'remrea', tipo: 'una edición', esperados: REMERAS },
  { consulta: 'votas', tipo: 'fonética', esperados: BOTAS },
  {
    consulta: 'mochlia',
    tipo: 'una edición',
    esperados: [
      'Mochila urbana impermeable 20 L',
      'Mochila de cuero con tapa 15 L',
      'Mochila para notebook 15,6" antirrobo',
    ],
  },
  { consulta: 'jaen', tipo: 'una edición', esperados: ['Campera de jean clásica', 'Jean recto tiro alto'] },
  { consulta: 'cocp', tipo: 'teclado', esperados: ['Acondicionador sólido de coco 80 g'] },
  {
    consulta: 'lnio',
    tipo: 'una edición',
    esperados: ['Remera de lino natural', 'Almohadón de lino con funda lavable 45 x 45 cm'],
  },
  { consulta: 'aurciulares', tipo: 'dos ediciones', esperados: AURICULARES },
  { consulta: 'cafetrea moka', tipo: 'una edición', esperados: ['Cafetera moka de aluminio 6 pocillos'] },
  { consulta: 'buso canguro', tipo: 'fonética', esperados: ['Buzo canguro con capucha'] },
  { consulta: 'mate de calavaza', tipo: 'fonética', esperados: MATES },
  {
    consulta: 'bonbiya',
    tipo: 'dos ediciones',
    esperados: ['Bombilla de alpaca pico de loro', 'Bombilla de acero inoxidable con filtro desarmable'],
  },
];

/** Things nobody sells in the demo: the search must say it found nothing. */
export const CONSULTAS_SIN_RESULTADOS: readonly string[] = [
  'heladera',
  'neumático',
  'televisor',
  'bicicleta',
  'guitarra',
  'anteojos',
  'paraguas',
  'colchón',
  'licuadora',
  'aspiradora',
  'impresora',
  'tornillo',
  'pizza',
  'cerveza',
  'anillo',
  'lavandina',
  'martillo',
  'sandía',
];

export interface ConsultaVariasPalabras {
  consulta: string;
  /**
   * Demo product names a buyer typing this wants listed: the asked kind of product with the asked
   * attributes; when the demo has none with them all, the asked kind (what a shop assistant would
   * offer instead). Judged by hand from the demo catalogue, available or sold out alike.
   */
  relevantes: readonly string[];
}

const REMERAS_Y_MUSCULOSA = [...REMERAS, 'Musculosa de algodón acanalado'];

/** A product and its attributes (docs/producto/busqueda.md#palabras-del-producto): precision@10 of what they list. */
export const CONSULTAS_VARIAS_PALABRAS: readonly ConsultaVariasPalabras[] = [
  { consulta: 'remera talle M', relevantes: ['Remera oversize de algodón orgánico', 'Remera manga larga rayada'] },
  { consulta: 'remera negra talle m', relevantes: ['Remera oversize de algodón orgánico'] },
  { consulta: 'remera roja', relevantes: REMERAS_Y_MUSCULOSA },
  { consulta: 'remera de lino', relevantes: ['Remera de lino natural'] },
  { consulta: 'zapatillas talle 40', relevantes: ['Zapatillas urbanas de lona'] },
  {
    consulta: 'zapatillas de cuero',
    relevantes: ['Zapatillas de cuero engrasado', 'Zapatillas de trekking impermeables'],
  },
  { consulta: 'zapatillas negras', relevantes: ['Zapatillas de lona caña alta', 'Zapatillas slip-on de lona'] },
  { consulta: 'botas de cuero talle 44', relevantes: ['Botas de montaña con puntera reforzada'] },
  { consulta: 'buzo talle m', relevantes: ['Buzo cuello redondo de frisa', 'Buzo polar para perros'] },
  { consulta: 'buzo negro', relevantes: ['Buzo oversize bordado'] },
  { consulta: 'campera talle m', relevantes: ['Campera de jean clásica', 'Campera puffer liviana'] },
  { consulta: 'campera de cuero', relevantes: CAMPERAS },
  { consulta: 'pantalón talle m', relevantes: ['Jogger de frisa con puños', 'Pantalón cargo de gabardina'] },
  { consulta: 'collar rojo talle m', relevantes: ['Collar de nylon reforzado con hebilla'] },
  { consulta: 'correa roja', relevantes: ['Correa retráctil 5 m'] },
  { consulta: 'pelota roja', relevantes: ['Pelota de caucho natural con sonido'] },
  { consulta: 'cama para perro talle L', relevantes: ['Cama acolchada lavable para perros grandes'] },
  {
    consulta: 'mate de cuero',
    relevantes: ['Mate de calabaza forrado en cuero', 'Set matero: mate, bombilla y yerbera de cuero'],
  },
  { consulta: 'mate de algarrobo', relevantes: ['Mate camionero de algarrobo'] },
  { consulta: 'billetera de cuero negra', relevantes: ['Billetera de cuero con monedero'] },
  { consulta: 'mochila de cuero', relevantes: ['Mochila de cuero con tapa 15 L'] },
  { consulta: 'mochila gris', relevantes: ['Mochila para notebook 15,6" antirrobo'] },
  {
    consulta: 'taza de cerámica',
    relevantes: [
      'Taza de cerámica esmaltada 300 ml',
      'Taza de cerámica esmaltada 350 ml',
      'Taza de cerámica esmaltada artesanal',
    ],
  },
  { consulta: 'taza verde', relevantes: ['Taza de cerámica esmaltada 350 ml'] },
  { consulta: 'jarrón de vidrio', relevantes: ['Jarrón de vidrio reciclado'] },
  {
    consulta: 'vela de lavanda',
    relevantes: ['Vela de soja en frasco de vidrio 200 g', 'Vela de masaje de manteca de karité'],
  },
  { consulta: 'jabón de lavanda', relevantes: ['Jabón de lavanda y arcilla violeta'] },
  {
    consulta: 'café en grano',
    relevantes: [
      'Café de especialidad Colombia en grano 250 g',
      'Café de especialidad Etiopía Yirgacheffe 250 g',
      'Café de especialidad en grano 1 kg',
    ],
  },
  {
    consulta: 'café molido',
    relevantes: [
      'Café Brasil Cerrado molido para moka 250 g',
      'Café blend de la casa molido 500 g',
      'Café descafeinado Perú 250 g',
    ],
  },
  { consulta: 'yerba orgánica', relevantes: ['Yerba mate orgánica 1 kg'] },
  {
    consulta: 'auriculares bluetooth',
    relevantes: [
      'Auriculares inalámbricos con cancelación de ruido',
      'Auriculares in-ear bluetooth con estuche de carga',
      'Auriculares deportivos resistentes al agua',
    ],
  },
  { consulta: 'parlante rojo', relevantes: ['Parlante bluetooth portátil 20 W'] },
  { consulta: 'funda notebook azul', relevantes: ['Funda de neoprene para notebook 14"'] },
  { consulta: 'cuaderno A5 rayado', relevantes: ['Cuaderno A5 tapa dura rayado 96 hojas'] },
  { consulta: 'maceta de barro', relevantes: ['Maceta de barro cocido 30 cm'] },
  {
    consulta: 'manta de lana',
    relevantes: ['Manta tejida de lana merino 130 x 170 cm', 'Manta de lana de llama tejida a mano'],
  },
  { consulta: 'almohadón de lino', relevantes: ['Almohadón de lino con funda lavable 45 x 45 cm'] },
];
