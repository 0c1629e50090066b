import type { DatosActualizacionVoz, ItemModificacionVoz } from '@feria/contracts';
import { cantidades, tieneSecuencia } from './cantidades';
import { esPalabraNumero } from './numeros';
import { gruposPlurales, respuestaMasiva } from './grupos';
import { palabrasClave, productosSimilares, type ProductoVoz } from './productos-similares';
import { noReconocida, resumen, type ContextoVoz, type Interpretacion } from './respuesta';
import { capitalizar, textoDe, type Token } from './tokens';
import {
  BAJAR,
  CAMPOS,
  COLORES,
  esVerbo,
  PALABRAS_DE_RESULTADO,
  PONER,
  resultadoEn,
  SUBIR,
  TAMANOS,
  verbo,
  type Modo,
  type Resultado,
} from './vocabulario';

// A change of one or more of the seller's products: which product each clause names and what
// it changes (absolute values, added amounts, the price multiplier of docs/producto/entidades.md).

export const NO_PRODUCTO = new Set([
  ...CAMPOS,
  'pesos',
  'peso',
  'unidades',
  'unidad',
  'por',
  'ciento',
  'porciento',
  'porcentaje',
  'mas',
  'menos',
  'caro',
  'cara',
  'barato',
  'barata',
  'total',
  'nuevo',
  'nueva',
  'actual',
  'sin',
  'agotado',
  'agotada',
  'agotados',
  'agotadas',
  'tambien',
  'entonces',
  'ahora',
  'queda',
  'quede',
  'que',
  'sea',
  'cuesta',
  'cueste',
  'vale',
  'valga',
  'sale',
  'salga',
  'hasta',
  // Outcomes and what goes with them: 'se me agotaron', 'no me quedan más', 'vendí 2 por fuera', 'que pase a costar'.
  ...PALABRAS_DE_RESULTADO,
  'hay',
  'tengo',
  'me',
  'se',
  'nos',
  'no',
  'ya',
  'hoy',
  'ayer',
  'fuera',
  'afuera',
  'costar',
  'valer',
  'salir',
  'salen',
  'cuestan',
  'valen',
]);

interface Clausula {
  modo: Modo;
  producto: Token[];
  datos: DatosActualizacionVoz;
}

/** Words that only say when or where ('vendí una manta en la feria'): tried off the end when the whole finds nothing. */
const CIRCUNSTANCIA = new Set(['en', 'por', 'para', 'desde', 'hoy', 'ayer']);

/**
 * Reads one change ('el precio de la taza azul a 5000', 'un 10 por ciento', '5 unidades al mate').
 * After an outcome ('me quedan 7', 'entraron 10 más', 'vendí una') the amount is stock
 * (docs/producto/voz.md#resultados).
 */
export function leerCambio(
  ts: readonly Token[],
  modo: Modo,
  campoAnterior: 'precio' | 'stock' | null = null,
  resultado: Resultado | null = null,
): { datos: DatosActualizacionVoz; libres: Token[] } {
  const campoPrevio = resultado ? 'stock' : campoAnterior;
  const ns = ts.map((t) => t.n);
  const datos: DatosActualizacionVoz = {};
  const usados = new Set<number>();
  const signo = modo === 'bajar' ? -1 : 1;
  const campoDicho =
    ns.includes('stock') ||
    ns.includes('inventario') ||
    ns.includes('existencias') ||
    (ns.includes('cantidad') && !ns.includes('precio'))
      ? 'stock'
      : ns.includes('precio') || ns.includes('precios') || ns.includes('valor')
        ? 'precio'
        : campoPrevio;

  // Name and description: 'el nombre de X a Y', 'la descripción de X por Y'.
  for (const campo of ['nombre', 'descripcion'] as const) {
    const c = ns.indexOf(campo);
    if (c < 0) continue;
    for (let k = c + 1; k < ns.length; k++) {
      const delim =
        ns[k] === 'a' ||
        ns[k] === 'por' ||
        ns[k] === 'como' ||
        ns[k] === ',' ||
        (ns[k] === 'que' && ns[k + 1] === 'diga');
      if (!delim) continue;
      const antes = ts.slice(c + 1, k).filter((t) => !['de', 'del', 'la', 'el'].includes(t.n) || false);
      // 'a la suculenta cambiale el nombre por …': the product was said before the field.
      const producto = antes.length
        ? ts.slice(c + 1, k)
        : palabrasClave(textoDe(ts.slice(0, c))).length
          ? ts.slice(0, c)
          : null;
      if (!producto && ns[k] !== ',') continue;
      const valor = ts.slice(ns[k] === 'que' ? k + 2 : k + 1);
      if (valor.length === 0) continue;
      datos[campo] = capitalizar(textoDe(valor).replace(/^["'«]|["'»]$/g, ''));
      return { datos, libres: producto ?? ts.slice(c + 1, k) };
    }
  }
  if (ns[0] === undefined) return { datos, libres: [] };

  if (tieneSecuencia(ts, ['sin', 'stock']) || ns.some((w) => /^agotad[oa]s?$/.test(w))) {
    datos.stock = 0;
    ns.forEach((w, k) => {
      if (w === 'sin' || w === 'stock' || /^agotad/.test(w)) usados.add(k);
    });
  }
  // '300 pesos cada uno': per product, not which products.
  ns.forEach((w, k) => {
    if (w === 'cada' && (ns[k + 1] === 'uno' || ns[k + 1] === 'una')) usados.add(k).add(k + 1);
  });
  const cs = cantidades(ts);
  if (resultado && cs.length === 0) {
    // 'se me agotaron las velas', 'no me quedan más velas': 0; 'vendí una manta', 'me queda una': 1.
    const una = ns.findIndex((w) => w === 'un' || w === 'una' || w === 'uno');
    if (resultado.cero) datos.stock = 0;
    else if (una >= 0) {
      if (resultado.modo === 'poner') datos.stock = 1;
      else datos.diferencial_stock = resultado.modo === 'bajar' ? -1 : 1;
      usados.add(una);
    }
  }
  for (const c of cs) {
    const antes = ns[c.desde - 1] ?? '';
    const absoluto =
      antes === 'a' ||
      (antes === 'en' && modo === 'poner') ||
      (antes === 'de' && modo === 'poner') ||
      (modo === 'poner' && antes !== 'en') ||
      antes === 'quede' ||
      antes === 'sea' ||
      antes === 'hasta';
    let campo: 'precio' | 'stock' =
      c.tipo === 'unidades'
        ? 'stock'
        : c.tipo === 'pesos' || c.tipo === 'porcentaje'
          ? 'precio'
          : antes === 'stock'
            ? 'stock'
            : antes === 'precio'
              ? 'precio'
              : (campoDicho ?? 'precio');
    if (c.tipo === 'solo' && campoDicho === 'stock' && antes !== 'precio') campo = 'stock';
    // 'me quedan 3 tazas azules a 6500': after an outcome the count is stock and 'a N' is the price.
    if (
      resultado &&
      c.tipo === 'solo' &&
      ['a', 'por', 'sale', 'salen', 'cuesta', 'cuestan', 'vale', 'valen'].includes(antes)
    )
      campo = 'precio';
    if (c.tipo === 'porcentaje') {
      const menos =
        modo === 'bajar' ||
        ns
          .slice(c.hasta, c.hasta + 2)
          .some((w) => w === 'menos' || w === 'barato' || w === 'barata' || w === 'descuento');
      datos.porcentaje_precio = Math.round((1 + (menos ? -1 : 1) * (c.valor / 100)) * 10000) / 10000;
    } else if (campo === 'precio') {
      if (absoluto && modo !== 'poner' ? antes === 'a' || antes === 'quede' || antes === 'hasta' : absoluto)
        datos.precio = c.valor;
      else datos.diferencial_precio = signo * c.valor;
    } else {
      const entero = Math.round(c.valor);
      if (
        modo === 'poner' ||
        (antes === 'a' && modo !== 'subir' && modo !== 'bajar') ||
        antes === 'quede' ||
        antes === 'hasta'
      )
        datos.stock = entero;
      else if (antes === 'a' && !ns.slice(0, c.desde).some((w) => w === 'unidades')) datos.stock = entero;
      else datos.diferencial_stock = signo * entero;
    }
    for (let k = c.desde; k < c.hasta; k++) usados.add(k);
  }
  const libres = ts.filter((t, k) => !usados.has(k) && !NO_PRODUCTO.has(t.n) && !esVerbo(t.n));
  return { datos, libres };
}

function trocearCambios(ts: readonly Token[], modoInicial: Modo, resultadoInicial: Resultado | null): Clausula[] {
  // Split at ', ' / ' y ' when both sides carry a change (a number or 'sin stock') or a new verb or outcome follows.
  const ns = ts.map((t) => t.n);
  const partes: { modo: Modo; ts: Token[]; resultado: Resultado | null }[] = [
    { modo: modoInicial, ts: [], resultado: resultadoInicial },
  ];
  const tieneCambio = (xs: readonly Token[]) =>
    cantidades(xs).length > 0 ||
    xs.some((t) => t.n === 'nombre' || t.n === 'descripcion' || /^agotad/.test(t.n)) ||
    tieneSecuencia(xs, ['sin', 'stock']);
  for (let k = 0; k < ts.length; k++) {
    const w = ts[k]!.n;
    // 'treinta y nueve mil' is one number.
    const entreNumeros = w === 'y' && esPalabraNumero(ts[k - 1]?.n ?? '') && esPalabraNumero(ts[k + 1]?.n ?? '');
    if ((w === ',' || w === 'y') && !entreNumeros) {
      // 'y también bajá…', 'y me quedan 4', 'y no me quedan más…'
      let j = k + 1;
      while (['tambien', 'me', 'se', 'nos', 'no'].includes(ns[j] ?? '')) j++;
      const actual = partes.at(-1)!;
      const v = ns[j] === undefined ? '' : verbo(ns[j]!);
      const resultado = resultadoEn(ns, j);
      const nuevoVerbo = SUBIR.has(v) || BAJAR.has(v) || PONER.has(v) || resultado !== null;
      const resto = ts.slice(k + 1);
      if (
        nuevoVerbo ||
        (tieneCambio(actual.ts) &&
          tieneCambio(resto) &&
          actual.ts.every((t) => t.n !== 'nombre' && t.n !== 'descripcion'))
      ) {
        const modo: Modo = !nuevoVerbo
          ? actual.modo
          : resultado
            ? resultado.modo
            : SUBIR.has(v)
              ? 'subir'
              : BAJAR.has(v)
                ? 'bajar'
                : 'poner';
        partes.push({ modo, ts: [], resultado: nuevoVerbo ? resultado : actual.resultado });
        if (nuevoVerbo) k = j;
        continue;
      }
    }
    partes.at(-1)!.ts.push(ts[k]!);
  }
  const clausulas: Clausula[] = [];
  let campo: 'precio' | 'stock' | null = null;
  for (const p of partes) {
    // 'agregá 5 unidades a la bombilla y 10 al jabón': the second amount is units too.
    const { datos, libres } = leerCambio(p.ts, p.modo, campo, p.resultado);
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

/** The products the words mean; when none, the words without a trailing 'en la feria' / 'por fuera'. */
function similaresA(dicho: readonly Token[], productos: readonly ProductoVoz[]): ProductoVoz[] {
  for (let fin = dicho.length; fin > 0; fin--) {
    if (fin < dicho.length && !CIRCUNSTANCIA.has(dicho[fin]!.n)) continue;
    const similares = productosSimilares(textoDe(recortar(dicho.slice(0, fin))), productos);
    if (similares.length) return similares;
  }
  return [];
}

export function modificar(
  ts: readonly Token[],
  modo: Modo,
  ctx: ContextoVoz,
  resultado: Resultado | null = null,
): Interpretacion {
  const clausulas = trocearCambios(ts, modo, resultado);
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
  // 'subí un 10 % los mates', 'los buzos y las remeras bajalos un 10 %': a plural type is all of
  // it (docs/producto/voz.md#plurales). Alone, a mass change; beside other changes, one item per product.
  const grupos = clausulas.map((c) =>
    c.datos.nombre === undefined && c.datos.descripcion === undefined ? gruposPlurales(c.producto, ctx) : null,
  );
  if (clausulas.length === 1 && grupos[0] && Object.keys(clausulas[0]!.datos).length)
    return respuestaMasiva(grupos[0], clausulas[0]!.datos);
  const items: ItemModificacionVoz[] = [];
  const noEncontrados: string[] = [];
  const agregar = (dicho: string, datos: DatosActualizacionVoz, similares: readonly ProductoVoz[]) => {
    const previo = items.find((i) => i.identificador_original === dicho);
    if (previo) Object.assign(previo.modificacion_solicitada.datos_para_actualizar, datos);
    else
      items.push({
        identificador_original: dicho,
        modificacion_solicitada: {
          producto_identificador: similares.length === 1 ? similares[0]!.id : '',
          datos_para_actualizar: { ...datos },
        },
        productos_similares_encontrados: similares.map(resumen),
      });
  };
  for (const [k, c] of clausulas.entries()) {
    const dicho = textoDe(recortar(c.producto)).trim();
    if (Object.keys(c.datos).length === 0) continue;
    const deGrupo = grupos[k];
    if (deGrupo) {
      for (const g of deGrupo) {
        if (g.productos.length === 0) noEncontrados.push(g.dicho);
        for (const p of g.productos) agregar(p.nombre, c.datos, [p]);
      }
      continue;
    }
    const similares = similaresA(c.producto, ctx.productos);
    if (similares.length === 0) {
      if (dicho) noEncontrados.push(dicho);
      continue;
    }
    agregar(dicho, c.datos, similares);
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
    return noReconocida(
      'Entendimos que querés cambiar un producto, pero no qué cambio. Probá con «cambiá el precio de la taza azul a 6000».',
      'Modificación sin datos.',
    );
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
