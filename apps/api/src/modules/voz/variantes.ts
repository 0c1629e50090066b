import type { DatosActualizacionVoz } from '@feria/contracts';
import { cantidades } from './cantidades';
import { leerCambio } from './cambios';
import { productosSimilares, palabrasClave, type ProductoVoz } from './productos-similares';
import { noReconocida, type ContextoVoz, type Interpretacion } from './respuesta';
import { cambioDe, conOpciones, juntar, lista, noEncontrada, type Resuelta } from './variantes-respuesta';
import { capitalizar, textoDe, type Token } from './tokens';
import { menciones, mismoValor, normal, type Mencion } from './variantes-menciones';
import { AMBIGUOS, BAJAR, CREAR, esVerbo, MARCAS_ITEM, resultadoEn, SUBIR, verbo, type Modo } from './vocabulario';

// docs/producto/voz.md#variantes: a change of some of a product's variants ('sumá 5 unidades del
// talle M de la remera oversize', 'agregá talle 42 a las zapatillas urbanas con 3 unidades', 'no
// hay más talle 41 de las zapatillas'). Null when the command names no variant: the rest of the
// parser reads it. When the words fit more than one thing, the seller is asked, never guessed.

/** 'deshabilitá el talle 41', 'volvé a habilitar el color rojo'. */
const HABILITAR: Record<string, boolean> = {
  deshabilita: false,
  deshabilitar: false,
  desactiva: false,
  desactivar: false,
  oculta: false,
  ocultar: false,
  pausa: false,
  pausar: false,
  habilita: true,
  habilitar: true,
  activa: true,
  activar: true,
  reactiva: true,
  reactivar: true,
};
/** The verbs that may add a value: 'agregá talle 42 a las zapatillas'. */
const AGREGAR = new Set([
  'agrega',
  'agregar',
  'anadi',
  'anade',
  'anadir',
  'suma',
  'sumar',
  'carga',
  'cargar',
  'incorpora',
]);
/** 'bajale 500 al talle L': with these verbs a number of 100 or more is money; with 'sumá' or 'sacá', units. */
const VERBOS_DE_PRECIO = new Set([
  'subi',
  'sube',
  'subir',
  'baja',
  'bajar',
  'rebaja',
  'rebajar',
  'aumenta',
  'aumentar',
  'descuenta',
  'desconta',
  'abarata',
  'encarece',
  'remarca',
]);
/** 'ya no vendo el talle 41', 'no hacemos más el talle 45': the variant is no longer offered. */
const OFRECER = new Set(['vendo', 'vendemos', 'hago', 'hacemos', 'trabajo', 'trabajamos', 'ofrezco', 'ofrecemos']);
const dejaDeOfrecer = (ns: readonly string[], k: number) =>
  OFRECER.has(ns[k] ?? '') && (ns[k - 1] === 'no' || (CLITICOS.has(ns[k - 1] ?? '') && ns[k - 2] === 'no'));
const CLITICOS = new Set(['lo', 'la', 'los', 'las']);
/** 'entraron 6 pares del 40': what is counted, not the product. */
const CONTADOS = new Set(['par', 'pares']);
const PALABRAS_PRECIO = new Set(['precio', 'pesos', 'peso', 'sale', 'cuesta', 'vale', 'valor', 'lucas', 'luca']);

const BORDE = new Set(['a', 'al', 'de', 'del', 'en', 'para', 'con', 'y', 'que', 'mas']);
/** The product as the seller said it, for the examples we answer with ('las zapatillas urbanas'). */
function comoLoDijo(libres: readonly Token[], p: ProductoVoz | undefined): string {
  const ts = [...libres];
  while (ts.length && BORDE.has(ts[0]!.n)) ts.shift();
  while (ts.length && BORDE.has(ts.at(-1)!.n)) ts.pop();
  return ts.length ? textoDe(ts) : (p?.nombre.toLocaleLowerCase('es') ?? '');
}

/** The mentions as the product's own options and values; a string says why they do not fit it. */
function resolver(p: ProductoVoz, ms: readonly Mencion[]): Resuelta | string {
  const opciones = p.opciones ?? [];
  const valores: Record<string, string> = {};
  const nuevos: string[] = [];
  for (const m of ms) {
    const o = m.opcion
      ? opciones.find((x) => normal(x.nombre) === m.opcion || normal(x.nombre) === `${m.opcion}s`)
      : opciones.find((x) => valores[x.nombre] === undefined && x.valores.some((v) => mismoValor(m.valor, v)));
    if (!o)
      return m.opcion
        ? `${p.nombre} no tiene la opción ${capitalizar(m.opcion)}. Las opciones nuevas se agregan editando el producto en Mis productos.`
        : `${p.nombre} no tiene «${m.escrito}».`;
    if (valores[o.nombre] !== undefined) return `Dijiste dos valores de ${o.nombre}: decí uno por vez.`;
    const propio = o.valores.find((v) => mismoValor(m.valor, v));
    valores[o.nombre] = propio ?? m.escrito;
    if (!propio) nuevos.push(o.nombre);
  }
  return { valores, nuevos };
}

const modoDe = (v: string): Modo => (SUBIR.has(v) ? 'subir' : BAJAR.has(v) ? 'bajar' : 'poner');

/** The variant change the tokens say, or null when they name no variant of the shop. */
export function interpretarVariante(ts: readonly Token[], ctx: ContextoVoz): Interpretacion | null {
  const ms = menciones(ts, ctx);
  if (ms.length === 0) return null;
  const ns = ts.map((t) => t.n);
  const i = ns.findIndex(
    (w, k) => (k < 8 && (esVerbo(w) || resultadoEn(ns, k) !== null || w in HABILITAR)) || dejaDeOfrecer(ns, k),
  );
  const v = i >= 0 ? verbo(ns[i]!) : '';
  // 'creá / agregá una remera roja talle M…' creates a product (creacion.ts reads its attributes).
  if (CREAR.has(v) && !AMBIGUOS.has(v) && !dejaDeOfrecer(ns, i)) return null;
  if (AMBIGUOS.has(v) && (MARCAS_ITEM.has(ns[i + 1] ?? '') || /^nuev|^producto/.test(ns[i + 1] ?? ''))) return null;
  // 'cargá tres remeras: negra talle M…', 'cargá dos productos: …': a list of new products (docs/producto/voz.md#listas).
  if (ts.some((t) => t.o === ':')) return null;
  if (AMBIGUOS.has(v) && cuentaProductos(ts, i)) return null;
  const habilitada = dejaDeOfrecer(ns, i) ? false : i >= 0 && ns[i]! in HABILITAR ? HABILITAR[ns[i]!] : undefined;
  const resultado = i >= 0 && !esVerbo(ns[i]!) && habilitada === undefined ? resultadoEn(ns, i) : null;
  const modo: Modo = resultado?.modo ?? (i >= 0 ? modoDe(v) : 'poner');
  // 'agregá talle 42…' / 'agregá el talle 42…': the option said right after the verb is what is added.
  const tras = ns[i + 1] === 'el' || ns[i + 1] === 'la' || ns[i + 1] === 'un' ? i + 2 : i + 1;
  const agrega = AGREGAR.has(v) && ms[0]!.opcion !== null && ms[0]!.desde === tras;

  let previos: DatosActualizacionVoz = {};
  const partes = trocear(ts, ms).map((parte, k) => {
    const fuera = new Set<number>(i >= 0 ? [i] : []);
    for (const m of parte.ms) for (let j = m.desde; j < m.hasta; j++) fuera.add(j);
    const resto = ts
      .slice(parte.desde, parte.hasta)
      .filter(
        (t, j) => !fuera.has(parte.desde + j) && !CONTADOS.has(t.n) && !(dejaDeOfrecer(ns, i) && CLITICOS.has(t.n)),
      );
    const montos = cantidades(resto);
    // A number alone is stock ('poné 10 del talle M'); a price says so ('a 60 mil', '5000 pesos').
    const dichoPrecio =
      resto.some((t) => PALABRAS_PRECIO.has(t.n)) ||
      montos.some((c) => c.valor >= 1000 || (c.valor >= 100 && c.tipo === 'solo' && VERBOS_DE_PRECIO.has(v)));
    const leido = leerCambio(resto, modo, dichoPrecio ? null : 'stock', resultado);
    // '… el talle 41 y el 40': the second says the same change.
    const datos = Object.keys(leido.datos).length ? leido.datos : { ...previos };
    previos = datos;
    return {
      ms: parte.ms,
      datos,
      libres: leido.libres,
      agrega: k === 0 ? agrega : agrega && parte.ms[0]!.opcion !== null,
    };
  });
  if (partes.some((x) => x.datos.nombre !== undefined || x.datos.descripcion !== undefined)) return null;

  const libres = partes.find((x) => palabrasClave(textoDe(x.libres)).length)?.libres ?? [];
  if (
    nombraOtroProducto(
      ts,
      ms,
      partes.flatMap((x) => x.libres),
      ctx,
    )
  )
    return null;
  const dicho = comoLoDijo(libres, undefined);
  let candidatos: ProductoVoz[];
  if (palabrasClave(dicho).length) {
    const similares = productosSimilares(dicho, ctx.productos);
    if (similares.length === 0)
      return {
        accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
        mensajeUsuario: `No encontramos «${dicho}» entre tus productos. Probá con el nombre como aparece en tu lista.`,
        datosAccion: null,
        entidadesEncontradas: { buscados: [dicho] },
        razonamientoInterno: `Variante de un producto no encontrado: «${dicho}».`,
      };
    candidatos = similares.filter(conOpciones);
    if (candidatos.length === 0) {
      if (ms.every((m) => m.opcion === null)) return null;
      return noEncontrada(
        `${similares[0]!.nombre} no tiene ${ms.find((m) => m.opcion)!.opcion}s ni otras opciones. Las opciones se cargan editando el producto en Mis productos.`,
      );
    }
  } else candidatos = ctx.productos.filter(conOpciones);

  const resueltos = candidatos.map((p) => ({ p, rs: partes.map((x) => resolver(p, x.ms)) }));
  const validos = resueltos.filter((x): x is { p: ProductoVoz; rs: Resuelta[] } =>
    x.rs.every((r) => typeof r !== 'string'),
  );
  // Without a product said, only products that already have the values.
  const posibles = palabrasClave(dicho).length
    ? validos
    : validos.filter((x) => x.rs.every((r) => r.nuevos.length === 0));
  const textoDicho = ms.map((m) => (m.opcion ? `${m.opcion} ${m.escrito}` : m.escrito)).join(' ');
  if (posibles.length === 0) {
    const porQue = resueltos.flatMap((x) => x.rs).find((r) => typeof r === 'string');
    return noEncontrada(
      typeof porQue === 'string' && palabrasClave(dicho).length
        ? porQue
        : `Ninguno de tus productos tiene ${textoDicho}. Decí también el producto, por ejemplo «… de las zapatillas urbanas».`,
    );
  }
  if (posibles.length > 1)
    return noReconocida(
      `¿De qué producto? Tienen ${textoDicho}: ${lista(posibles.map((x) => x.p.nombre))}. Decilo con el nombre del producto.`,
      `Variante en ${posibles.length} productos.`,
    );
  const { p, rs } = posibles[0]!;
  const producto = comoLoDijo(libres, p);
  const cambios = partes.map((x, k) =>
    cambioDe(p, rs[k]!, x.datos, { agrega: x.agrega, habilitada, texto: textoDicho, producto }),
  );
  const otra = cambios.find((c) => c.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION');
  if (otra || cambios.length === 1) return otra ?? cambios[0]!;
  return juntar(cambios);
}

/**
 * 'sumá 3 a la vela de coco' when 'Vela de coco' is a product of its own: values said alone that
 * are part of the name of a product without options belong to that name, not to a variant.
 */
function nombraOtroProducto(
  ts: readonly Token[],
  ms: readonly Mencion[],
  libres: readonly Token[],
  ctx: ContextoVoz,
): boolean {
  if (ms.some((m) => m.opcion !== null)) return false;
  const dentro = (j: number) => ms.some((m) => j >= m.desde && j < m.hasta);
  const dicho = textoDe(ts.filter((t, j) => libres.includes(t) || dentro(j)));
  const similares = productosSimilares(dicho, ctx.productos);
  return (
    similares.length > 0 &&
    similares.every(
      (p) => !conOpciones(p) && ms.every((m) => palabrasClave(p.nombre).some((w) => mismoValor(m.valor, w))),
    )
  );
}

/** 'cargá tres remeras talle M…': a count of things right after the verb is new products, as the rest of the parser reads it. */
function cuentaProductos(ts: readonly Token[], i: number): boolean {
  const c = cantidades(ts.slice(i + 1))[0];
  if (!c || c.desde !== 0 || c.tipo !== 'solo') return false;
  const sig = ts[i + 1 + c.hasta]?.n ?? '';
  return sig !== '' && !CONTADOS.has(sig) && !['de', 'del', 'al', 'a', 'en', 'para', 'mas', ','].includes(sig);
}

/** 'sumá 5 del talle M y 3 del talle L': a new part where a variant follows ' y ' or ','. */
function trocear(ts: readonly Token[], ms: readonly Mencion[]): { desde: number; hasta: number; ms: Mencion[] }[] {
  const partes = [{ desde: 0, hasta: ts.length, ms: [ms[0]!] }];
  for (let k = 1; k < ms.length; k++) {
    const previa = ms[k - 1]!;
    const corte = ts.findLastIndex((t, j) => j >= previa.hasta && j < ms[k]!.desde && (t.n === 'y' || t.n === ','));
    if (corte < 0) {
      partes.at(-1)!.ms.push(ms[k]!);
      continue;
    }
    partes.at(-1)!.hasta = corte;
    partes.push({ desde: corte + 1, hasta: ts.length, ms: [ms[k]!] });
  }
  return partes;
}
