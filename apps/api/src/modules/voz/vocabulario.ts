// The words the parser knows: the verbs that create or change (voseo, infinitive, usted, with
// a pronoun attached), the field names, articles and item markers, colours and sizes.

export type Modo = 'subir' | 'bajar' | 'poner';

export const CREAR = new Set(['crea', 'crear', 'cree', 'carga', 'cargar', 'cargue', 'agrega', 'agregar', 'agregue', 'anadi', 'anade', 'anadir', 'publica', 'publicar', 'publique', 'registra', 'registrar', 'ingresa', 'ingresar', 'alta', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'vendo', 'vender', 'sumame', 'subi', 'sube', 'subir', 'suba', 'suma', 'sumar', 'crees', 'cargues', 'agregues']);
export const SUBIR = new Set(['subi', 'sube', 'subir', 'suba', 'aumenta', 'aumentar', 'aumente', 'incrementa', 'incrementar', 'suma', 'sumar', 'agrega', 'agregar', 'carga', 'cargar', 'ingresa', 'ingresar', 'encarece', 'encarecer', 'subas', 'aumentes', 'sumes', 'agregues', 'cargues']);
export const BAJAR = new Set(['baja', 'bajar', 'baje', 'rebaja', 'rebajar', 'reduci', 'reduce', 'reducir', 'resta', 'restar', 'quita', 'quitar', 'saca', 'sacar', 'descuenta', 'descontar', 'disminui', 'disminuir', 'abarata', 'abaratar', 'bajes', 'rebajes', 'reduzcas', 'restes', 'quites', 'saques']);
export const PONER = new Set(['cambia', 'cambiar', 'cambie', 'modifica', 'modificar', 'modifique', 'actualiza', 'actualizar', 'actualice', 'pone', 'poner', 'pon', 'ponga', 'deja', 'dejar', 'deje', 'corregi', 'corrige', 'corregir', 'ajusta', 'ajustar', 'renombra', 'renombrar', 'establece', 'establecer', 'setea', 'setear', 'fija', 'fijar', 'edita', 'editar', 'marca', 'marcar', 'cambies', 'pongas', 'modifiques', 'actualices', 'dejes']);
/** Verbs that create or change depending on the rest ('agregá una taza…' / 'agregá 5 unidades a la taza'). */
export const AMBIGUOS = new Set(['agrega', 'agregar', 'agregue', 'agregues', 'carga', 'cargar', 'cargue', 'cargues', 'subi', 'sube', 'subir', 'suba', 'subas', 'suma', 'sumar', 'sumes', 'ingresa', 'ingresar']);

export const CAMPOS = new Set(['precio', 'precios', 'valor', 'stock', 'nombre', 'descripcion', 'cantidad', 'inventario', 'existencias']);
export const ARTICULOS_DEFINIDOS = new Set(['el', 'la', 'los', 'las', 'al', 'del']);
export const MARCAS_ITEM = new Set(['un', 'una', 'uno', 'unos', 'unas', 'otro', 'otra', 'otros', 'otras']);
export const ORDINALES = new Set(['primera', 'primero', 'segunda', 'segundo', 'tercera', 'tercero', 'otra', 'otro', 'ultima', 'ultimo']);

/** Verb forms with a pronoun attached ('cambiale', 'creame', 'subile', 'ponele') → the verb. */
export function verbo(w: string): string {
  for (const suf of ['selo', 'sela', 'les', 'le', 'me', 'lo', 'la', 'los', 'las']) {
    if (w.length > suf.length + 2 && w.endsWith(suf)) {
      const raiz = w.slice(0, -suf.length);
      if (CREAR.has(raiz) || SUBIR.has(raiz) || BAJAR.has(raiz) || PONER.has(raiz)) return raiz;
      // 'ponele' → 'pone', 'subile' → 'subi', 'cambiale' → 'cambia'
      for (const v of [raiz + 'e', raiz.replace(/e$/, 'i'), raiz + 'a']) if (SUBIR.has(v) || BAJAR.has(v) || PONER.has(v) || CREAR.has(v)) return v;
    }
  }
  return w;
}

export const esVerbo = (w: string) => {
  const v = verbo(w);
  return CREAR.has(v) || SUBIR.has(v) || BAJAR.has(v) || PONER.has(v);
};

export const COLORES: Record<string, string> = {
  rojo: 'Rojo', roja: 'Rojo', negro: 'Negro', negra: 'Negro', blanco: 'Blanco', blanca: 'Blanco', azul: 'Azul', verde: 'Verde',
  amarillo: 'Amarillo', amarilla: 'Amarillo', celeste: 'Celeste', rosa: 'Rosa', rosado: 'Rosado', rosada: 'Rosado', violeta: 'Violeta',
  lila: 'Lila', gris: 'Gris', marron: 'Marrón', naranja: 'Naranja', beige: 'Beige', bordo: 'Bordó', dorado: 'Dorado', dorada: 'Dorado',
  plateado: 'Plateado', plateada: 'Plateado', turquesa: 'Turquesa', fucsia: 'Fucsia', crema: 'Crema', natural: 'Natural',
  multicolor: 'Multicolor', marino: 'Azul marino', coral: 'Coral', mostaza: 'Mostaza', verdes: 'Verde', rojas: 'Rojo', rojos: 'Rojo',
  negras: 'Negro', negros: 'Negro', blancas: 'Blanco', blancos: 'Blanco', azules: 'Azul', grises: 'Gris',
};
export const TAMANOS: Record<string, string> = { chico: 'Chico', chica: 'Chico', mediano: 'Mediano', mediana: 'Mediano', grande: 'Grande', pequeno: 'Chico', pequena: 'Chico' };
