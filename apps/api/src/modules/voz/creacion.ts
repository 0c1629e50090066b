import type { ItemCreacionVoz } from '@feria/contracts';
import { cantidades } from './cantidades';
import { trocear } from './lista';
import { esPalabraNumero, leerNumero } from './numeros';
import { singular } from './normalizar';
import { palabrasClave, puntaje, tipoConPuntaje, tipoDe, type ProductoVoz, type TipoVoz } from './productos-similares';
import { noReconocida, type ContextoVoz, type Interpretacion } from './respuesta';
import { capitalizar, textoDe, type Token } from './tokens';
import { CAMPOS, COLORES, ORDINALES, TAMANOS } from './vocabulario';

// A creation: the products the seller announced, each with its name, price, stock, type and
// attributes; null where the command did not say.

const TALLES = new Set(['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'unico']);
const PRECIO_ANTES = new Set(['a', 'por', 'precio', 'vale', 'sale', 'cuesta', 'valor', 'en']);
const UNIDADES_ANTES = new Set(['stock', 'cantidad', 'inventario', 'hay', 'tengo']);
const NO_NOMBRE = new Set([
  'con',
  'a',
  'por',
  'precio',
  'vale',
  'sale',
  'cuesta',
  'pesos',
  'peso',
  'unidades',
  'unidad',
  'stock',
  'y',
  'de',
  'en',
  'que',
  'cada',
  'uno',
  'una',
  'un',
  'unos',
  'unas',
  'otra',
  'otro',
  'valor',
  'cantidad',
  'la',
  'el',
  'los',
  'las',
  'producto',
  'productos',
  'tipo',
  'categoria',
  'llamado',
  'llamada',
  'nombre',
  'estos',
  'estas',
  'siguientes',
  ...ORDINALES,
]);
/** Words that announce products without naming them ('dos productos:', 'estas cosas:'). */
const GENERICAS = new Set(['producto', 'productos', 'articulo', 'articulos', 'cosa', 'cosas', 'item', 'items']);
/** Where a name ends ('jabón de romero | precio 3300'). */
const FIN_NOMBRE = new Set([
  'precio',
  'stock',
  'sku',
  'codigo',
  'vale',
  'sale',
  'cuesta',
  'valor',
  'cantidad',
  'talle',
  'talla',
  'unidades',
  'pesos',
  'cada',
  'que',
  'descripcion',
]);
/** Units that keep a number in the name ('taza de 350 ml', 'yerba de un kilo'). */
const MEDIDAS = new Set([
  'ml',
  'cc',
  'l',
  'lt',
  'litro',
  'litros',
  'g',
  'gr',
  'gramos',
  'kg',
  'kilo',
  'kilos',
  'cm',
  'mm',
  'm',
  'metros',
  'metro',
  'pulgadas',
  'hojas',
  'piezas',
]);

interface Segmento {
  nombre: Token[];
  precio: number | null;
  stock: number | null;
  cuenta: number | null;
  /** The count as said, with the word it counts: 'tres velas'. */
  cuentaDicha: string;
  /** What follows the price says it is for all of them ('a 9000 las tres', 'en total'). */
  precioTotal: boolean;
  sku: string | null;
  descripcion: string;
  color: { dicho: string; valor: string } | null;
  atributos: { clave: string; valor: string }[];
  tipo: Token[];
  /** The name came after 'de' ('una de lavanda'): it qualifies the announced one. */
  conDe: boolean;
}

function leerSegmento(ts: readonly Token[]): Segmento {
  const s: Segmento = {
    nombre: [],
    precio: null,
    stock: null,
    cuenta: null,
    cuentaDicha: '',
    precioTotal: false,
    sku: null,
    descripcion: '',
    color: null,
    atributos: [],
    tipo: [],
    conDe: false,
  };
  const usados = new Set<number>();
  const ns = ts.map((t) => t.n);
  // Description: 'descripción: hecha a mano' runs to the end of the segment.
  const d = ns.findIndex((w) => w === 'descripcion');
  let fin = ts.length;
  if (d >= 0) {
    const desde =
      ns[d + 1] === 'que' && ns[d + 2] === 'diga' ? d + 3 : ns[d + 1] === 'de' || ns[d + 1] === 'es' ? d + 2 : d + 1;
    s.descripcion = capitalizar(textoDe(ts.slice(desde)));
    fin = d > 0 && (ns[d - 1] === 'con' || ns[d - 1] === 'y' || ns[d - 1] === 'la') ? d - 1 : d;
  }
  const cs = cantidades(ts.slice(0, fin));
  cs.forEach((c, idx) => {
    const antes = ns[c.desde - 1] ?? '';
    const antes2 = ns[c.desde - 2] ?? '';
    const enUnidades =
      c.tipo === 'unidades' || UNIDADES_ANTES.has(antes) || (antes === 'de' && UNIDADES_ANTES.has(antes2));
    const esTalle = antes === 'talle' || antes === 'talla' || antes === 'numero' || antes === 'nro';
    if (esTalle) return; // read below as an attribute
    if (MEDIDAS.has(ns[c.hasta] ?? '') && c.tipo === 'solo') return; // part of the name
    if (c.tipo === 'porcentaje') return;
    // 'a 9000 las tres': the count again, saying the price is for all of them.
    if ((antes === 'las' || antes === 'los') && s.precio !== null && c.valor === s.cuenta) usados.add(c.desde - 1);
    else if (enUnidades) s.stock = Math.round(c.valor);
    else if (c.tipo === 'pesos' || PRECIO_ANTES.has(antes) || (antes === 'de' && PRECIO_ANTES.has(antes2)))
      s.precio = c.valor;
    else if (idx === 0 && c.desde === 0 && Number.isInteger(c.valor) && c.valor < 100) {
      s.cuenta = c.valor;
      s.cuentaDicha = ts
        .slice(c.desde, c.hasta + 1)
        .map((t) => t.o)
        .join(' ');
    } else if (s.precio === null && c.valor >= 100) s.precio = c.valor;
    else if (s.stock === null && Number.isInteger(c.valor)) s.stock = c.valor;
    else return;
    for (let k = c.desde; k < c.hasta; k++) usados.add(k);
  });
  s.precioTotal =
    s.precio !== null &&
    ns.some(
      (w, k) =>
        (w === 'total' && ns[k - 1] === 'en') ||
        (w === 'junto' && ns[k - 1] === 'todo') ||
        ((w === 'las' || w === 'los') && (esPalabraNumero(ns[k + 1] ?? '') || /^\d+$/.test(ns[k + 1] ?? '')) && k > 0),
    );
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
export function singularDeNombre(ts: readonly Token[]): string {
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

function tipoPara(nombre: string, tipoDicho: string, ctx: ContextoVoz): TipoVoz | null {
  if (tipoDicho) {
    const t = tipoDe(tipoDicho, ctx.tipos);
    if (t) return t;
  }
  const porNombre =
    tipoConPuntaje(nombre.split(' ').slice(0, 3).join(' '), ctx.tipos) ?? tipoConPuntaje(nombre, ctx.tipos);
  if (porNombre && porNombre.s >= 1) return porNombre.tipo;
  // The type of the seller's most similar product, when a word matches exactly ('manta' → the
  // shop's 'Manta tejida a mano', Textil para el hogar), before a near-miss catalogue type.
  const dichas = palabrasClave(nombre);
  let mejor: { p: ProductoVoz; s: number } | null = null;
  for (const p of ctx.productos) {
    // The first word names the thing ('difusor de lavanda' is a difusor, not a lavender candle).
    const s = puntaje(dichas, p) + (dichas[0] !== undefined && dichas[0] === palabrasClave(p.nombre)[0] ? 0.5 : 0);
    const exacta = dichas.some((w) => palabrasClave(p.nombre).includes(w));
    if (p.tipoProductoId !== null && exacta && s >= 0.3 && (!mejor || s > mejor.s)) mejor = { p, s };
  }
  if (mejor) return ctx.tipos.find((t) => t.id === mejor.p.tipoProductoId) ?? null;
  return porNombre?.tipo ?? null;
}

export function crear(ts: readonly Token[], ctx: ContextoVoz, verboDicho: string): Interpretacion {
  const lista = trocear(ts);
  const segmentos = lista.trozos.map((t) => leerSegmento(t.ts));
  if (segmentos.length === 0)
    return noReconocida(
      'Decinos qué producto querés cargar, por ejemplo «creá una taza azul a 5000 pesos con 10 unidades».',
      'Verbo de creación sin producto.',
    );
  const cabeza = segmentos[0]!;
  const comun = lista.comun.length ? leerSegmento(lista.comun) : null;
  const generica = cabeza.nombre.every((t) => GENERICAS.has(t.n));
  // 'creá dos remeras de algodón, una roja… y otra negra…', 'dos productos: mate… y bombilla…':
  // the first part announces the rest; its count is never a stock (docs/producto/voz.md#listas).
  // After 'mate a 8500 y bombilla…' the first part is a product of its own.
  const intro =
    segmentos.length > 1 &&
    lista.trozos[1]!.corte !== 'importe' &&
    (generica || (cabeza.cuenta !== null && cabeza.cuenta > 1));
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
    else if (s.nombre.length === 0)
      propio = intro ? base : anterior; // 'y otra negra'
    else if (intro && base && (s.conDe || !tipoDe(textoDe(s.nombre), ctx.tipos)))
      propio = `${base}${s.conDe ? ' de' : ''} ${textoDe(s.nombre)}`;
    else propio = textoDe(s.nombre);
    anterior = propio;
    let nombre = capitalizar((propio || '').trim());
    const color = s.color ?? (s === cabeza || !intro ? null : cabeza.color);
    if (color && !nombre.toLocaleLowerCase('es').includes(color.dicho.toLocaleLowerCase('es')))
      nombre = `${nombre} ${color.dicho}`.trim();
    const heredados = [...(s !== cabeza && intro ? cabeza.atributos : []), ...(comun?.atributos ?? [])];
    const atributos = [
      ...heredados.filter(
        (a, k) =>
          !s.atributos.some((b) => b.clave === a.clave) && heredados.findIndex((b) => b.clave === a.clave) === k,
      ),
      ...s.atributos,
    ];
    if (color) atributos.unshift({ clave: 'Color', valor: color.valor });
    const precio = s.precio ?? (s !== cabeza && intro ? cabeza.precio : null) ?? comun?.precio ?? null;
    let stock = s.stock ?? (s !== cabeza && intro ? cabeza.stock : null) ?? comun?.stock ?? null;
    let stockDicho: ItemCreacionVoz['stockDicho'] = null;
    // A count without a list is the stock, said in the preview; with no price per unit (none, or
    // one for all of them) it is asked instead (docs/producto/voz.md#cuenta-sin-lista).
    if (stock === null && s === cabeza && !intro && plural && !generica && cabeza.cuenta !== null) {
      const porUnidad = precio !== null && !cabeza.precioTotal;
      stockDicho = { texto: cabeza.cuentaDicha, valor: cabeza.cuenta, tomado: porUnidad };
      if (porUnidad) {
        stock = cabeza.cuenta;
        razones.push(`«${cabeza.cuentaDicha}» sin lista: se toma como stock y la vista previa lo dice.`);
      } else razones.push(`«${cabeza.cuentaDicha}» sin precio por unidad: se pregunta el stock.`);
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
      descripcion: s.descripcion || (s !== cabeza && intro ? cabeza.descripcion : '') || comun?.descripcion || '',
      tipo: tipo?.nombre ?? null,
      tipoProductoId: tipo?.id ?? null,
      sku: s.sku,
      atributos,
      stockDicho,
    });
  }
  // Two products with the same name: their size tells them apart.
  for (const it of items) {
    if ((nombres.get(it.nombre.toLocaleLowerCase('es')) ?? 0) > 1) {
      const talle = it.atributos.find((a) => a.clave === 'Talle');
      if (talle) it.nombre = `${it.nombre} talle ${talle.valor}`;
    }
  }
  if (items.length === 0)
    return noReconocida(
      'No pudimos reconocer el nombre del producto. Decilo de nuevo, por ejemplo «creá una vela de soja a 4500 pesos».',
      'Ningún nombre de producto.',
    );
  const anunciados = intro && cabeza.cuenta !== null && cabeza.cuenta !== items.length ? cabeza.cuenta : null;
  if (anunciados !== null) razones.push(`Se anunciaron ${anunciados} y se describieron ${items.length}.`);
  return {
    accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
    mensajeUsuario: mensajeCreacion(items, anunciados),
    datosAccion: items,
    entidadesEncontradas: {
      productos: items.map((p) => p.nombre),
      tipos: [...new Set(items.map((p) => p.tipo).filter(Boolean))],
    },
    razonamientoInterno: razones.join(' '),
  };
}

/**
 * What the preview says first: how many products, the ones announced and not found, what each
 * lacks, and that a product without stock or photo is saved disabled (docs/producto/voz.md#sin-stock-o-sin-foto).
 * A spoken creation never carries a photo.
 */
function mensajeCreacion(items: readonly ItemCreacionVoz[], anunciados: number | null): string {
  const n = items.length;
  const uno = n === 1;
  const partes = [`Detectamos ${n} producto${uno ? '' : 's'} para cargar. Revisa${uno ? 'lo' : 'los'} y confirmá.`];
  if (anunciados !== null)
    partes.push(
      `Anunciaste ${anunciados} y entendimos ${n}: fijate si ${anunciados > n ? 'falta alguno' : 'hay que unir alguno'}.`,
    );
  const sinPrecio = items.filter((p) => p.precio === null).length;
  if (sinPrecio)
    partes.push(
      `${uno ? 'Le' : sinPrecio === 1 ? 'A uno le' : `A ${sinPrecio} les`} falta el precio: completalo antes de confirmar.`,
    );
  for (const p of items) {
    const d = p.stockDicho;
    if (!d) continue;
    const de = uno ? '' : ` de «${p.nombre}»`;
    partes.push(
      d.tomado
        ? `Tomé ${d.valor} como stock${de} por «${d.texto}»: cambialo si no es así.`
        : `Dijiste «${d.texto}»${p.precio !== null ? ' con un precio por todo' : ' sin precio por unidad'}: ¿tenés ${d.valor} en stock${de}? Completá el stock y el precio por unidad.`,
    );
  }
  const sinStock = items.filter((p) => !p.stock).length;
  if (uno)
    partes.push(
      `Se guarda deshabilitado (no se ve en la tienda) hasta que le agregues ${sinStock ? 'stock y foto' : 'una foto'}, salvo que elijas publicarlo igual.`,
    );
  else {
    const falta =
      sinStock === 0
        ? 'fotos'
        : sinStock === n
          ? 'stock y fotos'
          : `fotos (y stock a ${sinStock === 1 ? 'uno' : sinStock})`;
    partes.push(
      `Se guardan deshabilitados (no se ven en la tienda) hasta que les agregues ${falta}, salvo que elijas publicarlos igual.`,
    );
  }
  return partes.join(' ');
}
