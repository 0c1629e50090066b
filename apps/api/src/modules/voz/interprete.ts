import type { DatosActualizacionVoz, ItemCreacionVoz, ItemModificacionVoz, ProductoVozResumen, RespuestaVoz } from '@feria/contracts';
import { esPalabraNumero, leerNumero } from './numeros';
import { singular } from './normalizar';
import { palabrasClave, productosSimilares, puntaje, tipoConPuntaje, tipoDe, type ProductoVoz, type TipoVoz } from './productos-similares';
import { capitalizar, textoDe, tokensDe, type Token } from './tokens';

// The seller's command, said or typed, as the voice assistant response of spec §3: products to
// create, products to change, or every product of a type to change. Deterministic: the same words
// and the same shop give the same answer; nothing is written here (the dialog confirms).

export interface ContextoVoz {
  productos: readonly ProductoVoz[];
  tipos: readonly TipoVoz[];
}

type SinOrigen<T> = T extends unknown ? Omit<T, 'transcripcion' | 'motor'> : never;
export type Interpretacion = SinOrigen<RespuestaVoz>;

type Modo = 'subir' | 'bajar' | 'poner';

const CREAR = new Set(['crea', 'crear', 'cree', 'carga', 'cargar', 'cargue', 'agrega', 'agregar', 'agregue', 'anadi', 'anade', 'anadir', 'publica', 'publicar', 'publique', 'registra', 'registrar', 'ingresa', 'ingresar', 'alta', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'vendo', 'vender', 'sumame', 'subi', 'sube', 'subir', 'suba', 'suma', 'sumar', 'crees', 'cargues', 'agregues']);
const SUBIR = new Set(['subi', 'sube', 'subir', 'suba', 'aumenta', 'aumentar', 'aumente', 'incrementa', 'incrementar', 'suma', 'sumar', 'agrega', 'agregar', 'carga', 'cargar', 'ingresa', 'ingresar', 'encarece', 'encarecer', 'subas', 'aumentes', 'sumes', 'agregues', 'cargues']);
const BAJAR = new Set(['baja', 'bajar', 'baje', 'rebaja', 'rebajar', 'reduci', 'reduce', 'reducir', 'resta', 'restar', 'quita', 'quitar', 'saca', 'sacar', 'descuenta', 'descontar', 'disminui', 'disminuir', 'abarata', 'abaratar', 'bajes', 'rebajes', 'reduzcas', 'restes', 'quites', 'saques']);
const PONER = new Set(['cambia', 'cambiar', 'cambie', 'modifica', 'modificar', 'modifique', 'actualiza', 'actualizar', 'actualice', 'pone', 'poner', 'pon', 'ponga', 'deja', 'dejar', 'deje', 'corregi', 'corrige', 'corregir', 'ajusta', 'ajustar', 'renombra', 'renombrar', 'establece', 'establecer', 'setea', 'setear', 'fija', 'fijar', 'edita', 'editar', 'marca', 'marcar', 'cambies', 'pongas', 'modifiques', 'actualices', 'dejes']);
/** Verbs that create or change depending on the rest ('agregá una taza…' / 'agregá 5 unidades a la taza'). */
const AMBIGUOS = new Set(['agrega', 'agregar', 'agregue', 'agregues', 'carga', 'cargar', 'cargue', 'cargues', 'subi', 'sube', 'subir', 'suba', 'subas', 'suma', 'sumar', 'sumes', 'ingresa', 'ingresar']);

const CAMPOS = new Set(['precio', 'precios', 'valor', 'stock', 'nombre', 'descripcion', 'cantidad', 'inventario', 'existencias']);
const ARTICULOS_DEFINIDOS = new Set(['el', 'la', 'los', 'las', 'al', 'del']);
const MARCAS_ITEM = new Set(['un', 'una', 'uno', 'unos', 'unas', 'otro', 'otra', 'otros', 'otras']);
const ORDINALES = new Set(['primera', 'primero', 'segunda', 'segundo', 'tercera', 'tercero', 'otra', 'otro', 'ultima', 'ultimo']);

/** Verb forms with a pronoun attached ('cambiale', 'creame', 'subile', 'ponele') → the verb. */
function verbo(w: string): string {
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

const esVerbo = (w: string) => {
  const v = verbo(w);
  return CREAR.has(v) || SUBIR.has(v) || BAJAR.has(v) || PONER.has(v);
};

export function interpretar(texto: string, ctx: ContextoVoz): Interpretacion {
  const tokens = tokensDe(texto);
  if (tokens.length === 0) return noReconocida('No escuchamos ningún comando.', 'Texto vacío.');
  const i = tokens.findIndex((t, k) => k < 8 && esVerbo(t.n));
  if (i < 0) {
    // No verb: 'la vela citronela a 5500' / 'stock de la bombilla a 25' change a product of
    // the shop; 'taza azul a 5000 con 10 unidades' reads as a creation when it has a price.
    const primero = tokens[0]!.n;
    if (ARTICULOS_DEFINIDOS.has(primero) || CAMPOS.has(primero)) {
      const cambio = modificar(tokens, 'poner', ctx);
      if (cambio.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return cambio;
    }
    const creacion = crear(tokens, ctx, 'sin verbo');
    if (creacion.accionDetectada === 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION' && creacion.datosAccion.every((p) => p.precio !== null)) return creacion;
    return noReconocida(AYUDA, `Ningún verbo de acción reconocido en «${texto.trim()}».`);
  }
  const v = verbo(tokens[i]!.n);
  const resto = tokens.slice(i + 1);
  // What was said before the verb belongs to a change ('el café ponelo a 15 mil'), not to a creation.
  const todo = [...tokens.slice(0, i), ...(v.startsWith('renombr') ? [{ n: 'nombre', o: 'nombre' }] : []), ...resto];
  const todos = todo.some((t, k) => t.n === 'todas' || t.n === 'todos' || t.n === 'cada' || (t.n === 'todo' && todo[k + 1]?.n === 'lo'));
  let modifica: boolean;
  if (AMBIGUOS.has(v)) modifica = i > 0 || esCambio(resto, todos);
  else modifica = (SUBIR.has(v) || BAJAR.has(v) || PONER.has(v)) && !CREAR.has(v);
  if (!modifica) return crear(resto, ctx, v);
  const modo: Modo = SUBIR.has(v) ? 'subir' : BAJAR.has(v) ? 'bajar' : 'poner';
  if (todos) return masivo(todo, modo, ctx);
  return modificar(todo, modo, ctx);
}

/** After 'agregá', 'subí', 'cargá', 'sumá': a change of an existing product, or a new product? */
function esCambio(resto: readonly Token[], todos: boolean): boolean {
  const primero = resto[0]?.n ?? '';
  const cs = cantidades(resto);
  // 'un diez por ciento', 'una unidad': the number starts right after the verb.
  const alPrincipio = cs[0] && (cs[0].desde === 0 || (cs[0].desde === 1 && (primero === 'un' || primero === 'una'))) ? cs[0] : undefined;
  if (todos) return true;
  if (alPrincipio?.tipo === 'unidades' || alPrincipio?.tipo === 'pesos' || alPrincipio?.tipo === 'porcentaje') return true;
  // 'subí mil al buzo': an amount, then the product.
  if (alPrincipio && ['al', 'a', 'el', 'la', 'los', 'las', 'del'].includes(resto[alPrincipio.hasta]?.n ?? '')) return true;
  // 'agregá una taza…', 'cargá dos velas…', 'subí un producto…': something new.
  if (MARCAS_ITEM.has(primero) || alPrincipio || primero === 'nuevo' || primero === 'nueva' || primero === 'producto' || primero === 'productos') return false;
  const campo = resto.some((t) => CAMPOS.has(t.n) && t.n !== 'descripcion');
  return campo || cs.some((c) => c.tipo === 'porcentaje' || c.tipo === 'pesos') || resto.some((t) => ARTICULOS_DEFINIDOS.has(t.n)) || primero === 'mas';
}

const AYUDA = 'No entendimos qué querés hacer. Probá con algo como «creá una taza azul a 5000 pesos con 10 unidades», «cambiá el precio de la taza azul a 6000» o «subí un 10 por ciento todas las velas».';

function noReconocida(mensaje: string, razon: string): Interpretacion {
  return { accionDetectada: 'ACCION_NO_RECONOCIDA', mensajeUsuario: mensaje, datosAccion: null, entidadesEncontradas: {}, razonamientoInterno: razon };
}

function tieneSecuencia(ts: readonly Token[], seq: readonly string[]): boolean {
  return ts.some((_, k) => seq.every((w, j) => ts[k + j]?.n === w));
}

// ─── Numbers in context ─────────────────────────────────────────────────────────────────────────

interface Cantidad {
  valor: number;
  desde: number;
  hasta: number; // exclusive, includes 'pesos' / 'unidades' / 'por ciento'
  tipo: 'porcentaje' | 'pesos' | 'unidades' | 'solo';
}

/** Every number in the tokens, with what follows it ('pesos', 'unidades', 'por ciento'). 'un diez por ciento' → 10. */
function cantidades(ts: readonly Token[]): Cantidad[] {
  const ns = ts.map((t) => t.n);
  const out: Cantidad[] = [];
  for (let k = 0; k < ns.length; k++) {
    const w = ns[k]!;
    if ((w === 'un' || w === 'una' || w === 'uno') && (esPalabraNumero(ns[k + 1] ?? '') || /^\d/.test(ns[k + 1] ?? '')) && ns[k + 1] !== 'y') continue;
    if (w === 'y') continue;
    // 'una' / 'un' / 'otra' alone are articles, not 1 (unless 'una unidad').
    if ((w === 'un' || w === 'una' || w === 'uno') && !/^unidad/.test(ns[k + 1] ?? '') && ns[k + 1] !== 'mil') continue;
    const n = leerNumero(ns, k);
    if (!n) continue;
    let hasta = k + n.usadas;
    let tipo: Cantidad['tipo'] = 'solo';
    const sig = ns[hasta];
    if ((sig === 'por' && ns[hasta + 1] === 'ciento') || sig === 'porciento' || sig === 'porcentaje') {
      tipo = 'porcentaje';
      hasta += sig === 'por' ? 2 : 1;
    } else if (sig === 'pesos' || sig === 'peso' || sig === 'pe' || ts[k]!.o.startsWith('$') || ns[k - 1] === '$') {
      tipo = 'pesos';
      if (sig === 'pesos' || sig === 'peso' || sig === 'pe') hasta += 1;
    } else if (sig === 'unidades' || sig === 'unidad' || sig === 'u' || sig === 'piezas' || sig === 'ejemplares') {
      tipo = 'unidades';
      hasta += 1;
    } else if (sig === 'de' && ns[hasta + 1] === 'stock') {
      tipo = 'unidades';
      hasta += 2;
    }
    out.push({ valor: n.valor, desde: k, hasta, tipo });
    k = hasta - 1;
  }
  return out;
}

// ─── Creation ───────────────────────────────────────────────────────────────────────────────────

const COLORES: Record<string, string> = {
  rojo: 'Rojo', roja: 'Rojo', negro: 'Negro', negra: 'Negro', blanco: 'Blanco', blanca: 'Blanco', azul: 'Azul', verde: 'Verde',
  amarillo: 'Amarillo', amarilla: 'Amarillo', celeste: 'Celeste', rosa: 'Rosa', rosado: 'Rosado', rosada: 'Rosado', violeta: 'Violeta',
  lila: 'Lila', gris: 'Gris', marron: 'Marrón', naranja: 'Naranja', beige: 'Beige', bordo: 'Bordó', dorado: 'Dorado', dorada: 'Dorado',
  plateado: 'Plateado', plateada: 'Plateado', turquesa: 'Turquesa', fucsia: 'Fucsia', crema: 'Crema', natural: 'Natural',
  multicolor: 'Multicolor', marino: 'Azul marino', coral: 'Coral', mostaza: 'Mostaza', verdes: 'Verde', rojas: 'Rojo', rojos: 'Rojo',
  negras: 'Negro', negros: 'Negro', blancas: 'Blanco', blancos: 'Blanco', azules: 'Azul', grises: 'Gris',
};
const TAMANOS: Record<string, string> = { chico: 'Chico', chica: 'Chico', mediano: 'Mediano', mediana: 'Mediano', grande: 'Grande', pequeno: 'Chico', pequena: 'Chico' };
const TALLES = new Set(['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'unico']);
const PRECIO_ANTES = new Set(['a', 'por', 'precio', 'vale', 'sale', 'cuesta', 'valor', 'en']);
const UNIDADES_ANTES = new Set(['stock', 'cantidad', 'inventario', 'hay', 'tengo']);
const NO_NOMBRE = new Set(['con', 'a', 'por', 'precio', 'vale', 'sale', 'cuesta', 'pesos', 'peso', 'unidades', 'unidad', 'stock', 'y', 'de', 'en', 'que', 'cada', 'uno', 'una', 'un', 'unos', 'unas', 'otra', 'otro', 'valor', 'cantidad', 'la', 'el', 'los', 'las', 'producto', 'productos', 'tipo', 'categoria', 'llamado', 'llamada', 'nombre', ...ORDINALES]);
/** Where a name ends ('jabón de romero | precio 3300'). */
const FIN_NOMBRE = new Set(['precio', 'stock', 'sku', 'codigo', 'vale', 'sale', 'cuesta', 'valor', 'cantidad', 'talle', 'talla', 'unidades', 'pesos', 'cada', 'que', 'descripcion']);
/** Units that keep a number in the name ('taza de 350 ml', 'yerba de un kilo'). */
const MEDIDAS = new Set(['ml', 'cc', 'l', 'lt', 'litro', 'litros', 'g', 'gr', 'gramos', 'kg', 'kilo', 'kilos', 'cm', 'mm', 'm', 'metros', 'metro', 'pulgadas', 'hojas', 'piezas']);

interface Segmento {
  nombre: Token[];
  precio: number | null;
  stock: number | null;
  cuenta: number | null;
  sku: string | null;
  descripcion: string;
  color: { dicho: string; valor: string } | null;
  atributos: { clave: string; valor: string }[];
  tipo: Token[];
  /** The name came after 'de' ('una de lavanda'): it qualifies the announced one. */
  conDe: boolean;
}

function leerSegmento(ts: readonly Token[]): Segmento {
  const s: Segmento = { nombre: [], precio: null, stock: null, cuenta: null, sku: null, descripcion: '', color: null, atributos: [], tipo: [], conDe: false };
  const usados = new Set<number>();
  const ns = ts.map((t) => t.n);
  // Description: 'descripción: hecha a mano' runs to the end of the segment.
  const d = ns.findIndex((w) => w === 'descripcion');
  let fin = ts.length;
  if (d >= 0) {
    const desde = ns[d + 1] === 'que' && ns[d + 2] === 'diga' ? d + 3 : ns[d + 1] === 'de' || ns[d + 1] === 'es' ? d + 2 : d + 1;
    s.descripcion = capitalizar(textoDe(ts.slice(desde)));
    fin = d > 0 && (ns[d - 1] === 'con' || ns[d - 1] === 'y' || ns[d - 1] === 'la') ? d - 1 : d;
  }
  const cs = cantidades(ts.slice(0, fin));
  cs.forEach((c, idx) => {
    const antes = ns[c.desde - 1] ?? '';
    const antes2 = ns[c.desde - 2] ?? '';
    const enUnidades = c.tipo === 'unidades' || UNIDADES_ANTES.has(antes) || (antes === 'de' && UNIDADES_ANTES.has(antes2));
    const esTalle = antes === 'talle' || antes === 'talla' || antes === 'numero' || antes === 'nro';
    if (esTalle) return; // read below as an attribute
    if (MEDIDAS.has(ns[c.hasta] ?? '') && c.tipo === 'solo') return; // part of the name
    if (c.tipo === 'porcentaje') return;
    if (enUnidades) s.stock = Math.round(c.valor);
    else if (c.tipo === 'pesos' || PRECIO_ANTES.has(antes) || (antes === 'de' && PRECIO_ANTES.has(antes2))) s.precio = c.valor;
    else if (idx === 0 && c.desde === 0 && Number.isInteger(c.valor) && c.valor < 100) s.cuenta = c.valor;
    else if (s.precio === null && c.valor >= 100) s.precio = c.valor;
    else if (s.stock === null && Number.isInteger(c.valor)) s.stock = c.valor;
    else return;
    for (let k = c.desde; k < c.hasta; k++) usados.add(k);
  });
  for (let k = 0; k < fin; k++) {
    if (usados.has(k)) continue;
    const w = ns[k]!;
    if ((w === 'talle' || w === 'talla' || w === 'numero') && k + 1 < fin) {
      const t = ts[k + 1]!;
      const v = leerNumero(ns, k + 1);
      const valor = v && /^\d|^[a-z]+$/.test(t.n) && !TALLES.has(t.n) ? String(v.valor) : t.o.toUpperCase();
      s.atributos.push({ clave: 'Talle', valor: valor === 'UNICO' || valor === 'ÚNICO' ? 'Único' : valor });
      usados.add(k);
      usados.add(k + 1);
      if (v) for (let j = k + 1; j < k + 1 + v.usadas; j++) usados.add(j);
      continue;
    }
    if ((w === 'sku' || w === 'codigo') && k + 1 < fin) {
      let j = k + 1;
      if (ns[j] === 'de' || ns[j] === 'es') j++;
      const partes: string[] = [];
      while (j < fin && partes.length < 3 && !NO_NOMBRE.has(ns[j]!) && ns[j] !== ',') {
        partes.push(ts[j]!.o);
        j++;
        if (/\d/.test(partes.at(-1)!)) break;
      }
      if (partes.length) {
        s.sku = partes.join('-').toUpperCase();
        for (let x = k; x < j; x++) usados.add(x);
      }
      continue;
    }
    if ((w === 'aroma' || w === 'olor' || w === 'sabor' || w === 'fragancia') && k + 1 < fin) {
      let j = k + 1;
      if (ns[j] === 'a' || ns[j] === 'de') j++;
      const partes: Token[] = [];
      while (j < fin && !usados.has(j) && !NO_NOMBRE.has(ns[j]!) && partes.length < 3) partes.push(ts[j++]!);
      if (partes.length) {
        s.atributos.push({ clave: w === 'sabor' ? 'Sabor' : 'Aroma', valor: capitalizar(textoDe(partes)) });
        for (let x = k; x < j; x++) usados.add(x);
      }
      continue;
    }
    if ((w === 'tipo' || w === 'categoria') && k + 1 < fin) {
      let j = k + 1;
      if (ns[j] === 'de' || ns[j] === 'es') j++;
      while (j < fin && !NO_NOMBRE.has(ns[j]!) && !usados.has(j)) s.tipo.push(ts[j++]!);
      for (let x = k; x < j; x++) usados.add(x);
      continue;
    }
    // 'de naranja' / 'de rosas' is a scent or a flavour; 'de color rojo' is a colour.
    if (w in COLORES && !s.color && (ns[k - 1] !== 'de' || ns[k - 2] === 'color')) {
      s.color = { dicho: ts[k]!.o, valor: COLORES[w]! };
      // 'azul marino'
      if (ns[k + 1] === 'marino') {
        s.color = { dicho: `${s.color.dicho} marino`, valor: 'Azul marino' };
        usados.add(k + 1);
      }
      usados.add(k);
      continue;
    }
    if (w in TAMANOS) {
      s.atributos.push({ clave: 'Tamaño', valor: TAMANOS[w]! });
      usados.add(k);
      continue;
    }
  }
  // The name: the words left before the first price/stock phrase, articles and counts out.
  const nombre: Token[] = [];
  const sigueCantidad = (k: number) => usados.has(k + 1) || CAMPOS.has(ns[k + 1] ?? '') || ns[k + 1] === 'descripcion';
  for (let k = 0; k < fin; k++) {
    if (usados.has(k)) {
      if (nombre.length) break;
      continue;
    }
    const w = ns[k]!;
    if (nombre.length === 0 && (NO_NOMBRE.has(w) || w === ',')) {
      if (w === 'de') s.conDe = true;
      continue;
    }
    if (w === ',' || FIN_NOMBRE.has(w)) break;
    if ((w === 'con' || w === 'a' || w === 'por' || w === 'y' || w === 'en') && sigueCantidad(k)) break;
    nombre.push(ts[k]!);
  }
  // Trailing connectors ('remera de' → 'remera').
  while (nombre.length && ['de', 'del', 'la', 'el', 'en', 'para'].includes(nombre.at(-1)!.n)) nombre.pop();
  s.nombre = nombre;
  return s;
}

/** Plural said for several items ('remeras de algodón') → singular for each product ('remera de algodón'). */
function singularDeNombre(ts: readonly Token[]): string {
  let antesDePreposicion = true;
  return ts
    .map((t) => {
      if (['de', 'del', 'con', 'para', 'en', 'sin'].includes(t.n)) antesDePreposicion = false;
      if (!antesDePreposicion || /\d/.test(t.n)) return t.o;
      const s = singular(t.n);
      if (s === t.n) return t.o;
      const o = t.o.toLocaleLowerCase('es');
      if (/ones$/.test(o)) return o.replace(/ones$/, 'ón');
      if (/ines$/.test(o)) return o.replace(/ines$/, 'ín');
      if (/ces$/.test(o)) return o.replace(/ces$/, 'z');
      if (/(ores|ales|eles|ades)$/.test(o)) return o.slice(0, -2);
      return o.slice(0, -1);
    })
    .join(' ');
}

function trocear(ts: readonly Token[]): Token[][] {
  const segmentos: Token[][] = [[]];
  const ns = ts.map((t) => t.n);
  for (let k = 0; k < ts.length; k++) {
    const w = ns[k]!;
    const sig = ns[k + 1] ?? '';
    // A new item starts at ', una …' / 'y otra …' / ', la otra …' / ': una …'.
    const marca = (x: string) => MARCAS_ITEM.has(x) || ((x === 'la' || x === 'el') && ORDINALES.has(ns[k + 2] ?? ''));
    const esUnidad = (j: number) => /^unidad(es)?$/.test(ns[j] ?? '') || esPalabraNumero(ns[j] ?? '') && ns[j] !== 'y';
    if ((w === ',' || w === 'y' || w === 'otra' && segmentos.at(-1)!.length === 0) && marca(sig) && !esUnidad(k + 2)) {
      segmentos.push([]);
      continue;
    }
    if (w === ',' && segmentos.at(-1)!.length === 0) continue;
    segmentos.at(-1)!.push(ts[k]!);
  }
  return segmentos.filter((s) => s.length > 0);
}

function tipoPara(nombre: string, tipoDicho: string, ctx: ContextoVoz): TipoVoz | null {
  if (tipoDicho) {
    const t = tipoDe(tipoDicho, ctx.tipos);
    if (t) return t;
  }
  const porNombre = tipoConPuntaje(nombre.split(' ').slice(0, 3).join(' '), ctx.tipos) ?? tipoConPuntaje(nombre, ctx.tipos);
  if (porNombre && porNombre.s >= 1) return porNombre.tipo;
  // The type of the seller's most similar product, when a word matches exactly ('manta' → the
  // shop's 'Manta tejida a mano', Textil para el hogar), before a near-miss catalogue type.
  const dichas = palabrasClave(nombre);
  let mejor: { p: ProductoVoz; s: number } | null = null;
  for (const p of ctx.productos) {
    const s = puntaje(dichas, p);
    const exacta = dichas.some((w) => palabrasClave(p.nombre).includes(w));
    if (p.tipoProductoId !== null && exacta && s >= 0.3 && (!mejor || s > mejor.s)) mejor = { p, s };
  }
  if (mejor) return ctx.tipos.find((t) => t.id === mejor.p.tipoProductoId) ?? null;
  return porNombre?.tipo ?? null;
}

function crear(ts: readonly Token[], ctx: ContextoVoz, verboDicho: string): Interpretacion {
  const segmentos = trocear(ts).map(leerSegmento);
  if (segmentos.length === 0) return noReconocida('Decinos qué producto querés cargar, por ejemplo «creá una taza azul a 5000 pesos con 10 unidades».', 'Verbo de creación sin producto.');
  const cabeza = segmentos[0]!;
  const generica = cabeza.nombre.every((t) => t.n === 'producto' || t.n === 'productos' || t.n === 'articulo' || t.n === 'articulos');
  // 'creá dos remeras de algodón, una roja… y otra negra…': the first part announces the rest.
  const intro = segmentos.length > 1 && (generica || (cabeza.cuenta !== null && cabeza.cuenta > 1));
  const detalles = intro ? segmentos.slice(1) : [];
  const razones: string[] = [`Verbo «${verboDicho}»: crear.`];
  const items: ItemCreacionVoz[] = [];
  const plural = cabeza.cuenta !== null && cabeza.cuenta > 1;
  const base = generica ? '' : plural ? singularDeNombre(cabeza.nombre) : textoDe(cabeza.nombre);
  const hijos = intro ? detalles : segmentos;
  const nombres = new Map<string, number>();
  let anterior = '';
  for (const s of hijos) {
    let propio: string;
    if (s === cabeza) propio = base;
    else if (s.nombre.length === 0) propio = intro ? base : anterior; // 'y otra negra'
    else if (intro && base && (s.conDe || !tipoDe(textoDe(s.nombre), ctx.tipos))) propio = `${base}${s.conDe ? ' de' : ''} ${textoDe(s.nombre)}`;
    else propio = textoDe(s.nombre);
    anterior = propio;
    let nombre = capitalizar((propio || '').trim());
    const color = s.color ?? (s === cabeza || !intro ? null : cabeza.color);
    if (color && !nombre.toLocaleLowerCase('es').includes(color.dicho.toLocaleLowerCase('es'))) nombre = `${nombre} ${color.dicho}`.trim();
    const atributos = [...(s !== cabeza && intro ? cabeza.atributos.filter((a) => !s.atributos.some((b) => b.clave === a.clave)) : []), ...s.atributos];
    if (color) atributos.unshift({ clave: 'Color', valor: color.valor });
    const precio = s.precio ?? (s !== cabeza && intro ? cabeza.precio : null);
    let stock = s.stock ?? (s !== cabeza && intro ? cabeza.stock : null);
    if (stock === null && s === cabeza && !intro && plural) {
      stock = cabeza.cuenta;
      razones.push(`«${cabeza.cuenta}» sin detalle por unidad: se toma como stock.`);
    }
    if (!nombre) continue;
    const tipo = tipoPara(nombre, textoDe(s.tipo.length ? s.tipo : intro ? cabeza.tipo : []), ctx);
    if (!tipo) razones.push(`Sin tipo para «${nombre}».`);
    const repetido = nombres.get(nombre.toLocaleLowerCase('es')) ?? 0;
    nombres.set(nombre.toLocaleLowerCase('es'), repetido + 1);
    items.push({
      nombre,
      precio,
      stock,
      descripcion: s.descripcion || (s !== cabeza && intro ? cabeza.descripcion : ''),
      tipo: tipo?.nombre ?? null,
      tipoProductoId: tipo?.id ?? null,
      sku: s.sku,
      atributos,
    });
  }
  // Two products with the same name: their size tells them apart.
  for (const it of items) {
    if ((nombres.get(it.nombre.toLocaleLowerCase('es')) ?? 0) > 1) {
      const talle = it.atributos.find((a) => a.clave === 'Talle');
      if (talle) it.nombre = `${it.nombre} talle ${talle.valor}`;
    }
  }
  if (items.length === 0) return noReconocida('No pudimos reconocer el nombre del producto. Decilo de nuevo, por ejemplo «creá una vela de soja a 4500 pesos».', 'Ningún nombre de producto.');
  if (intro && cabeza.cuenta !== null && cabeza.cuenta !== detalles.length) razones.push(`Se anunciaron ${cabeza.cuenta} y se describieron ${detalles.length}.`);
  const n = items.length;
  const faltan = items.filter((p) => p.precio === null || p.stock === null).length;
  return {
    accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
    mensajeUsuario:
      `Detectamos ${n} producto${n === 1 ? '' : 's'} para cargar. Revisa${n === 1 ? 'lo' : 'los'} y confirmá.` +
      (faltan ? ` ${faltan === 1 ? 'A uno le falta' : `A ${faltan} les falta`} precio o stock: completalo antes de confirmar.` : ''),
    datosAccion: items,
    entidadesEncontradas: { productos: items.map((p) => p.nombre), tipos: [...new Set(items.map((p) => p.tipo).filter(Boolean))] },
    razonamientoInterno: razones.join(' '),
  };
}

// ─── Changes ────────────────────────────────────────────────────────────────────────────────────

const NO_PRODUCTO = new Set([
  ...CAMPOS, 'pesos', 'peso', 'unidades', 'unidad', 'por', 'ciento', 'porciento', 'porcentaje', 'mas', 'menos', 'caro', 'cara', 'barato', 'barata',
  'total', 'nuevo', 'nueva', 'actual', 'sin', 'agotado', 'agotada', 'agotados', 'agotadas', 'tambien', 'entonces', 'ahora', 'queda', 'quede', 'que', 'sea',
  'cuesta', 'cueste', 'vale', 'valga', 'sale', 'salga', 'hasta',
]);

interface Clausula {
  modo: Modo;
  producto: Token[];
  datos: DatosActualizacionVoz;
}

/** Reads one change ('el precio de la taza azul a 5000', 'un 10 por ciento', '5 unidades al mate'). */
function leerCambio(ts: readonly Token[], modo: Modo, campoPrevio: 'precio' | 'stock' | null = null): { datos: DatosActualizacionVoz; libres: Token[] } {
  const ns = ts.map((t) => t.n);
  const datos: DatosActualizacionVoz = {};
  const usados = new Set<number>();
  const signo = modo === 'bajar' ? -1 : 1;
  const campoDicho = ns.includes('stock') || ns.includes('inventario') || ns.includes('existencias') || (ns.includes('cantidad') && !ns.includes('precio')) ? 'stock' : ns.includes('precio') || ns.includes('precios') || ns.includes('valor') ? 'precio' : campoPrevio;

  // Name and description: 'el nombre de X a Y', 'la descripción de X por Y'.
  for (const campo of ['nombre', 'descripcion'] as const) {
    const c = ns.indexOf(campo);
    if (c < 0) continue;
    for (let k = c + 1; k < ns.length; k++) {
      const delim = ns[k] === 'a' || ns[k] === 'por' || ns[k] === 'como' || ns[k] === ',' || (ns[k] === 'que' && ns[k + 1] === 'diga');
      if (!delim) continue;
      const antes = ts.slice(c + 1, k).filter((t) => !['de', 'del', 'la', 'el'].includes(t.n) || false);
      if (antes.length === 0 && ns[k] !== ',') continue;
      const valor = ts.slice(ns[k] === 'que' ? k + 2 : k + 1);
      if (valor.length === 0) continue;
      datos[campo] = capitalizar(textoDe(valor).replace(/^["'«]|["'»]$/g, ''));
      return { datos, libres: ts.slice(c + 1, k) };
    }
  }
  if (ns[0] === undefined) return { datos, libres: [] };

  if (tieneSecuencia(ts, ['sin', 'stock']) || ns.some((w) => /^agotad[oa]s?$/.test(w))) {
    datos.stock = 0;
    ns.forEach((w, k) => {
      if (w === 'sin' || w === 'stock' || /^agotad/.test(w)) usados.add(k);
    });
  }
  for (const c of cantidades(ts)) {
    const antes = ns[c.desde - 1] ?? '';
    const absoluto = antes === 'a' || antes === 'en' && modo === 'poner' || antes === 'de' && modo === 'poner' || modo === 'poner' && antes !== 'en' || antes === 'quede' || antes === 'sea' || antes === 'hasta';
    let campo: 'precio' | 'stock' =
      c.tipo === 'unidades' ? 'stock' : c.tipo === 'pesos' || c.tipo === 'porcentaje' ? 'precio' : antes === 'stock' ? 'stock' : antes === 'precio' ? 'precio' : campoDicho ?? 'precio';
    if (c.tipo === 'solo' && campoDicho === 'stock' && antes !== 'precio') campo = 'stock';
    if (c.tipo === 'porcentaje') {
      const menos = modo === 'bajar' || ns.slice(c.hasta, c.hasta + 2).some((w) => w === 'menos' || w === 'barato' || w === 'barata' || w === 'descuento');
      datos.porcentaje_precio = Math.round((1 + (menos ? -1 : 1) * (c.valor / 100)) * 10000) / 10000;
    } else if (campo === 'precio') {
      if (absoluto && modo !== 'poner' ? antes === 'a' || antes === 'quede' || antes === 'hasta' : absoluto) datos.precio = c.valor;
      else datos.diferencial_precio = signo * c.valor;
    } else {
      const entero = Math.round(c.valor);
      if (modo === 'poner' || antes === 'a' && modo !== 'subir' && modo !== 'bajar' || antes === 'quede' || antes === 'hasta') datos.stock = entero;
      else if (antes === 'a' && !ns.slice(0, c.desde).some((w) => w === 'unidades')) datos.stock = entero;
      else datos.diferencial_stock = signo * entero;
    }
    for (let k = c.desde; k < c.hasta; k++) usados.add(k);
  }
  const libres = ts.filter((t, k) => !usados.has(k) && !NO_PRODUCTO.has(t.n) && !esVerbo(t.n));
  return { datos, libres };
}

function trocearCambios(ts: readonly Token[], modoInicial: Modo): Clausula[] {
  // Split at ', ' / ' y ' when both sides carry a change (a number or 'sin stock') or a new verb follows.
  const partes: { modo: Modo; ts: Token[] }[] = [{ modo: modoInicial, ts: [] }];
  const tieneCambio = (xs: readonly Token[]) => cantidades(xs).length > 0 || xs.some((t) => t.n === 'nombre' || t.n === 'descripcion' || /^agotad/.test(t.n)) || tieneSecuencia(xs, ['sin', 'stock']);
  for (let k = 0; k < ts.length; k++) {
    const w = ts[k]!.n;
    // 'treinta y nueve mil' is one number.
    const entreNumeros = w === 'y' && esPalabraNumero(ts[k - 1]?.n ?? '') && esPalabraNumero(ts[k + 1]?.n ?? '');
    if ((w === ',' || w === 'y') && !entreNumeros) {
      const siguiente = ts[k + 1]?.n === 'tambien' ? ts[k + 2]?.n : ts[k + 1]?.n;
      const actual = partes.at(-1)!;
      const v = siguiente === undefined ? '' : verbo(siguiente);
      const nuevoVerbo = SUBIR.has(v) || BAJAR.has(v) || PONER.has(v);
      const resto = ts.slice(k + 1);
      if (nuevoVerbo || (tieneCambio(actual.ts) && tieneCambio(resto) && actual.ts.every((t) => t.n !== 'nombre' && t.n !== 'descripcion'))) {
        const modo: Modo = !nuevoVerbo ? actual.modo : SUBIR.has(v) ? 'subir' : BAJAR.has(v) ? 'bajar' : 'poner';
        partes.push({ modo, ts: [] });
        if (nuevoVerbo) k += ts[k + 1]!.n === 'tambien' ? 2 : 1;
        continue;
      }
    }
    partes.at(-1)!.ts.push(ts[k]!);
  }
  const clausulas: Clausula[] = [];
  let campo: 'precio' | 'stock' | null = null;
  for (const p of partes) {
    // 'agregá 5 unidades a la bombilla y 10 al jabón': the second amount is units too.
    const { datos, libres } = leerCambio(p.ts, p.modo, campo);
    const claves = Object.keys(datos);
    if (claves.some((c) => c === 'stock' || c === 'diferencial_stock')) campo = 'stock';
    else if (claves.some((c) => c.includes('precio'))) campo = 'precio';
    if (Object.keys(datos).length === 0 && libres.length === 0) continue;
    clausulas.push({ modo: p.modo, producto: libres, datos });
  }
  return clausulas;
}

const BORDES = new Set(['el', 'la', 'los', 'las', 'al', 'del', 'de', 'a', 'en', 'un', 'una', 'lo', ',', 'y', 'para']);
/** Articles and prepositions off both ends ('del mate de calabaza' → 'mate de calabaza'). */
function recortar(ts: readonly Token[]): Token[] {
  let a = 0;
  let b = ts.length;
  while (a < b && BORDES.has(ts[a]!.n)) a++;
  while (b > a && BORDES.has(ts[b - 1]!.n)) b--;
  return ts.slice(a, b);
}

const resumen = (p: ProductoVoz): ProductoVozResumen => ({ id: p.id, nombre: p.nombre, precio: p.precio, stock: p.stock, tipo: p.tipo, habilitado: p.habilitado });

function modificar(ts: readonly Token[], modo: Modo, ctx: ContextoVoz): Interpretacion {
  const clausulas = trocearCambios(ts, modo);
  // A clause without a product ('y el stock a 10') is about the previous one.
  for (let k = 1; k < clausulas.length; k++) {
    const c = clausulas[k]!;
    const dichas = palabrasClave(textoDe(c.producto));
    if (dichas.length === 0) c.producto = clausulas[k - 1]!.producto;
    // '… de la remera de algodón negra a 20 y de la blanca a 15': 'la blanca' is the white one of the same.
    else if (dichas.every((w) => w in COLORES || w in TAMANOS || COLORES[w + 'a'] || COLORES[w + 'o'])) {
      const previo = clausulas[k - 1]!.producto.filter((t) => !(t.n in COLORES) && !(t.n in TAMANOS));
      c.producto = [...previo, ...c.producto.filter((t) => !BORDES.has(t.n))];
    }
  }
  const items: ItemModificacionVoz[] = [];
  const noEncontrados: string[] = [];
  for (const c of clausulas) {
    const dicho = textoDe(recortar(c.producto)).trim();
    if (Object.keys(c.datos).length === 0) continue;
    const similares = productosSimilares(dicho, ctx.productos);
    if (similares.length === 0) {
      if (dicho) noEncontrados.push(dicho);
      continue;
    }
    const previo = items.find((i) => i.identificador_original === dicho);
    if (previo) {
      Object.assign(previo.modificacion_solicitada.datos_para_actualizar, c.datos);
      continue;
    }
    items.push({
      identificador_original: dicho,
      modificacion_solicitada: { producto_identificador: similares.length === 1 ? similares[0]!.id : '', datos_para_actualizar: c.datos },
      productos_similares_encontrados: similares.map(resumen),
    });
  }
  if (items.length === 0) {
    if (noEncontrados.length) {
      return {
        accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
        mensajeUsuario: `No encontramos «${noEncontrados[0]}» entre tus productos. Probá con un nombre más simple, como aparece en tu lista.`,
        datosAccion: null,
        entidadesEncontradas: { buscados: noEncontrados },
        razonamientoInterno: `Sin coincidencias para ${noEncontrados.map((n) => `«${n}»`).join(', ')}.`,
      };
    }
    return noReconocida('Entendimos que querés cambiar un producto, pero no qué cambio. Probá con «cambiá el precio de la taza azul a 6000».', 'Modificación sin datos.');
  }
  const varios = items.filter((i) => i.productos_similares_encontrados.length > 1).length;
  return {
    accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
    mensajeUsuario:
      `Preparamos ${items.length} modificaci${items.length === 1 ? 'ón' : 'ones'}. Revisá los cambios y confirmá.` +
      (varios ? ' Elegí el producto donde hay más de uno parecido.' : '') +
      (noEncontrados.length ? ` No encontramos: ${noEncontrados.join(', ')}.` : ''),
    datosAccion: items,
    entidadesEncontradas: { productos: items.map((i) => i.identificador_original), noEncontrados },
    razonamientoInterno: `Modo ${modo}; ${items.length} cláusula(s).`,
  };
}

function masivo(ts: readonly Token[], modo: Modo, ctx: ContextoVoz): Interpretacion {
  const ns = ts.map((t) => t.n);
  const k = ns.findIndex((w, i) => w === 'todas' || w === 'todos' || w === 'cada' || (w === 'todo' && ns[i + 1] === 'lo'));
  let j = k + 1;
  while (['las', 'los', 'mis', 'nuestras', 'nuestros', 'de', 'del', 'tipo', 'categoria', 'lo', 'la', 'el', 'productos', 'producto', 'articulos', 'que', 'son', 'sea'].includes(ns[j] ?? '')) j++;
  const sustantivo: Token[] = [];
  while (j < ts.length && !NO_PRODUCTO.has(ns[j]!) && ![',', 'a', 'en', 'un', 'una', 'el', 'la', 'con', 'y', 'de', 'del', 'al'].includes(ns[j]!) && cantidades(ts.slice(j, j + 1)).length === 0) sustantivo.push(ts[j++]!);
  const sinTodos = [...ts.slice(0, k), ...ts.slice(j)];
  const { datos } = leerCambio(sinTodos, modo);
  if (Object.keys(datos).length === 0) return noReconocida('¿Qué querés cambiar en esos productos? Por ejemplo «subí un 10 por ciento todas las velas».', 'Modificación masiva sin cambio.');
  if (datos.nombre !== undefined) return noReconocida('El nombre se cambia de a un producto por vez.', 'Nombre en modificación masiva.');
  const dicho = textoDe(sustantivo);
  let tipoProducto: string;
  let afectados: ProductoVoz[];
  let razon: string;
  if (palabrasClave(dicho).length === 0) {
    tipoProducto = 'Todos';
    afectados = [...ctx.productos];
    razon = 'Todos los productos de la tienda.';
  } else {
    const tipo = tipoDe(dicho, ctx.tipos);
    const delTipo = tipo ? ctx.productos.filter((p) => p.tipoProductoId === tipo.id) : [];
    if (tipo && delTipo.length) {
      tipoProducto = tipo.nombre;
      afectados = delTipo;
      razon = `«${dicho}» es el tipo ${tipo.nombre}.`;
    } else {
      const dichas = palabrasClave(dicho);
      afectados = ctx.productos.filter((p) => puntaje(dichas, p) >= 0.75);
      tipoProducto = capitalizar(singularDeNombre(sustantivo));
      razon = `«${dicho}» no es un tipo con productos; coincidencia por nombre.`;
    }
  }
  if (afectados.length === 0) {
    return {
      accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
      mensajeUsuario: `No encontramos productos de «${dicho}» en tu tienda. Probá con el tipo como aparece en tus productos.`,
      datosAccion: null,
      entidadesEncontradas: { tipo: dicho },
      razonamientoInterno: razon,
    };
  }
  afectados.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  const n = afectados.length;
  return {
    accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
    mensajeUsuario: `Vas a modificar ${n} producto${n === 1 ? '' : 's'} del tipo "${tipoProducto}". Revisá cada precio antes de confirmar.`,
    datosAccion: { datos_modificacion: datos, productos_afectados: afectados.map(resumen), tipo_producto: tipoProducto, cantidad_productos: n, razonamiento_ia: razon },
    entidadesEncontradas: { tipo: tipoProducto },
    razonamientoInterno: razon,
  };
}
