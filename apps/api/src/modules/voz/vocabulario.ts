// The words the parser knows: the verbs that create or change (voseo, infinitive, usted, with
// a pronoun attached), the field names, articles and item markers, colours and sizes.

export type Modo = 'subir' | 'bajar' | 'poner';

export const CREAR = new Set([
  'crea',
  'crear',
  'cree',
  'carga',
  'cargar',
  'cargue',
  'agrega',
  'agregar',
  'agregue',
  'anadi',
  'anade',
  'anadir',
  'publica',
  'publicar',
  'publique',
  'registra',
  'registrar',
  'ingresa',
  'ingresar',
  'alta',
  'nuevo',
  'nueva',
  'nuevos',
  'nuevas',
  'vendo',
  'vender',
  'sumame',
  'subi',
  'sube',
  'subir',
  'suba',
  'suma',
  'sumar',
  'crees',
  'cargues',
  'agregues',
]);
export const SUBIR = new Set([
  'remarca',
  'remarcar',
  'remarque',
  'subi',
  'sube',
  'subir',
  'suba',
  'aumenta',
  'aumentar',
  'aumente',
  'incrementa',
  'incrementar',
  'suma',
  'sumar',
  'agrega',
  'agregar',
  'carga',
  'cargar',
  'ingresa',
  'ingresar',
  'encarece',
  'encarecer',
  'subas',
  'aumentes',
  'sumes',
  'agregues',
  'cargues',
]);
export const BAJAR = new Set([
  'baja',
  'bajar',
  'baje',
  'rebaja',
  'rebajar',
  'reduci',
  'reduce',
  'reducir',
  'resta',
  'restar',
  'quita',
  'quitar',
  'saca',
  'sacar',
  'descuenta',
  'desconta',
  'descontar',
  'disminui',
  'disminuir',
  'abarata',
  'abaratar',
  'bajes',
  'rebajes',
  'reduzcas',
  'restes',
  'quites',
  'saques',
]);
export const PONER = new Set([
  'pasa',
  'pasar',
  'pase',
  'cambia',
  'cambiar',
  'cambie',
  'modifica',
  'modificar',
  'modifique',
  'actualiza',
  'actualizar',
  'actualice',
  'pone',
  'poner',
  'pon',
  'ponga',
  'deja',
  'dejar',
  'deje',
  'corregi',
  'corrige',
  'corregir',
  'ajusta',
  'ajustar',
  'renombra',
  'renombrar',
  'establece',
  'establecer',
  'setea',
  'setear',
  'fija',
  'fijar',
  'edita',
  'editar',
  'marca',
  'marcar',
  'cambies',
  'pongas',
  'modifiques',
  'actualices',
  'dejes',
]);
/** Verbs that create or change depending on the rest ('agregá una taza…' / 'agregá 5 unidades a la taza'). */
export const AMBIGUOS = new Set([
  'agrega',
  'agregar',
  'agregue',
  'agregues',
  'carga',
  'cargar',
  'cargue',
  'cargues',
  'subi',
  'sube',
  'subir',
  'suba',
  'subas',
  'suma',
  'sumar',
  'sumes',
  'ingresa',
  'ingresar',
]);

export const CAMPOS = new Set([
  'precio',
  'precios',
  'valor',
  'stock',
  'nombre',
  'descripcion',
  'cantidad',
  'inventario',
  'existencias',
]);
export const ARTICULOS_DEFINIDOS = new Set(['el', 'la', 'los', 'las', 'al', 'del']);
export const MARCAS_ITEM = new Set(['un', 'una', 'uno', 'unos', 'unas', 'otro', 'otra', 'otros', 'otras']);
export const ORDINALES = new Set([
  'primera',
  'primero',
  'segunda',
  'segundo',
  'tercera',
  'tercero',
  'otra',
  'otro',
  'ultima',
  'ultimo',
]);

/** How an outcome said instead of an order changes the stock: 'me quedan 7' sets it, 'entraron 10' adds, 'vendí 2' takes off. */
export interface Resultado {
  modo: Modo;
  /** 'se me agotaron', 'no me quedan más': the stock is 0. */
  cero: boolean;
}

// docs/producto/voz.md#resultados
const RESULTADOS: Record<string, Modo | 'cero'> = {
  quedan: 'poner',
  queda: 'poner',
  quedaron: 'poner',
  quedo: 'poner',
  entraron: 'subir',
  entro: 'subir',
  llegaron: 'subir',
  llego: 'subir',
  ingresaron: 'subir',
  ingreso: 'subir',
  repuse: 'subir',
  recibi: 'subir',
  recibimos: 'subir',
  vendi: 'bajar',
  vendimos: 'bajar',
  vendieron: 'bajar',
  vendio: 'bajar',
  agotaron: 'cero',
  agoto: 'cero',
  agote: 'cero',
  agotamos: 'cero',
};
export const PALABRAS_DE_RESULTADO: readonly string[] = Object.keys(RESULTADOS);

/** The outcome said at k ('me quedan', 'entraron', 'vendí', 'se agotaron', 'no me quedan más', 'hay 20 …' first), or null. */
export function resultadoEn(ns: readonly string[], k: number): Resultado | null {
  const w = ns[k] ?? '';
  // 'hay' and 'tengo' are an outcome only when they open the command: 'hay 20 jabones de carbón'.
  const pronombre = ns[k - 1] === 'me' || ns[k - 1] === 'se' || ns[k - 1] === 'nos' || ns[k - 1] === 'le';
  // 'hay' and 'tengo' are an outcome only when they open the command ('hay 20 jabones de carbón');
  // 'queda' only with a pronoun ('me queda 1'), since 'la taza queda a 7000' is a price.
  let r =
    RESULTADOS[w] ??
    ((w === 'hay' || w === 'tengo') && (k === 0 || ns[k - 1] === 'ahora' || ns[k - 1] === 'no') ? 'poner' : undefined);
  if ((w === 'queda' || w === 'quedo') && !pronombre && ns[k - 1] !== 'no') r = undefined;
  if (r === undefined) return null;
  const negado = ns[k - 1] === 'no' || (pronombre && ns[k - 2] === 'no');
  return r === 'cero' || negado ? { modo: 'poner', cero: true } : { modo: r, cero: false };
}

/** Verb forms with a pronoun attached ('cambiale', 'creame', 'subile', 'ponele') → the verb. */
export function verbo(w: string): string {
  for (const suf of ['selo', 'sela', 'les', 'le', 'me', 'lo', 'la', 'los', 'las']) {
    if (w.length > suf.length + 2 && w.endsWith(suf)) {
      const raiz = w.slice(0, -suf.length);
      if (CREAR.has(raiz) || SUBIR.has(raiz) || BAJAR.has(raiz) || PONER.has(raiz)) return raiz;
      // 'ponele' → 'pone', 'subile' → 'subi', 'cambiale' → 'cambia'
      for (const v of [raiz + 'e', raiz.replace(/e$/, 'i'), raiz + 'a'])
        if (SUBIR.has(v) || BAJAR.has(v) || PONER.has(v) || CREAR.has(v)) return v;
    }
  }
  return w;
}

export const esVerbo = (w: string) => {
  const v = verbo(w);
  return CREAR.has(v) || SUBIR.has(v) || BAJAR.has(v) || PONER.has(v);
};

export const COLORES: Record<string, string> = {
  rojo: 'Rojo',
  roja: 'Rojo',
  negro: 'Negro',
  negra: 'Negro',
  blanco: 'Blanco',
  blanca: 'Blanco',
  azul: 'Azul',
  verde: 'Verde',
  amarillo: 'Amarillo',
  amarilla: 'Amarillo',
  celeste: 'Celeste',
  rosa: 'Rosa',
  rosado: 'Rosado',
  rosada: 'Rosado',
  violeta: 'Violeta',
  lila: 'Lila',
  gris: 'Gris',
  marron: 'Marrón',
  naranja: 'Naranja',
  beige: 'Beige',
  bordo: 'Bordó',
  dorado: 'Dorado',
  dorada: 'Dorado',
  plateado: 'Plateado',
  plateada: 'Plateado',
  turquesa: 'Turquesa',
  fucsia: 'Fucsia',
  crema: 'Crema',
  natural: 'Natural',
  multicolor: 'Multicolor',
  marino: 'Azul marino',
  coral: 'Coral',
  mostaza: 'Mostaza',
  verdes: 'Verde',
  rojas: 'Rojo',
  rojos: 'Rojo',
  negras: 'Negro',
  negros: 'Negro',
  blancas: 'Blanco',
  blancos: 'Blanco',
  azules: 'Azul',
  grises: 'Gris',
};
export const TAMANOS: Record<string, string> = {
  chico: 'Chico',
  chica: 'Chico',
  mediano: 'Mediano',
  mediana: 'Mediano',
  grande: 'Grande',
  pequeno: 'Chico',
  pequena: 'Chico',
};
