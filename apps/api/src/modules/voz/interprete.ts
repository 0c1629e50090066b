import { cantidades } from './cantidades';
import { modificar } from './cambios';
import { crear } from './creacion';
import { indiceTodos, masivo } from './masivo';
import { noReconocida, type ContextoVoz, type Interpretacion } from './respuesta';
import { tokensDe, type Token } from './tokens';
import { interpretarVariante } from './variantes';
import { stockPorVariante } from './variantes-respuesta';
import {
  AMBIGUOS,
  ARTICULOS_DEFINIDOS,
  BAJAR,
  CAMPOS,
  CREAR,
  esVerbo,
  MARCAS_ITEM,
  PONER,
  resultadoEn,
  SUBIR,
  verbo,
  type Modo,
} from './vocabulario';

// The seller's command, said or typed, as the voice assistant response of docs/producto/entidades.md: products to
// create, products to change, or every product of a type to change. Deterministic: the same words
// and the same shop give the same answer; nothing is written here (the dialog confirms). This
// file picks the action; creacion.ts, cambios.ts and masivo.ts read each kind.

export type { ContextoVoz, Interpretacion } from './respuesta';

export function interpretar(texto: string, ctx: ContextoVoz): Interpretacion {
  const tokens = tokensDe(texto);
  if (tokens.length === 0) return noReconocida('No escuchamos ningún comando.', 'Texto vacío.');
  const ns = tokens.map((t) => t.n);
  // docs/producto/voz.md#preguntas: '¿cuánto vendí ayer?', 'cuántos mates me quedan' ask; they change nothing.
  if (/[¿?]/.test(texto) || PREGUNTAS.has(ns[0]!)) return noReconocida(PREGUNTA, `Pregunta: «${texto.trim()}».`);
  // docs/producto/voz.md#variantes: 'sumá 5 del talle M de la remera', and a product's stock is its variants'.
  return interpretarVariante(tokens, ctx) ?? stockPorVariante(interpretarProductos(texto, tokens, ctx), ctx);
}

function interpretarProductos(texto: string, tokens: readonly Token[], ctx: ContextoVoz): Interpretacion {
  const ns = tokens.map((t) => t.n);
  const i = tokens.findIndex((t, k) => k < 8 && (esVerbo(t.n) || resultadoEn(ns, k) !== null));
  if (i < 0) {
    // No verb: 'la vela citronela a 5500' / 'stock de la bombilla a 25' change a product of
    // the shop; 'taza azul a 5000 con 10 unidades' reads as a creation when it has a price.
    const primero = tokens[0]!.n;
    // 'todas las velas a 5000': every product of a type, never a new one called 'Todas las velas'.
    if (indiceTodos(ns) >= 0) {
      const cambio = masivo(tokens, 'poner', ctx);
      if (cambio.accionDetectada !== 'ACCION_NO_RECONOCIDA') return cambio;
    }
    if (ARTICULOS_DEFINIDOS.has(primero) || CAMPOS.has(primero)) {
      const cambio = modificar(tokens, 'poner', ctx);
      if (
        cambio.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' ||
        cambio.accionDetectada === 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION'
      )
        return cambio;
    }
    const creacion = crear(tokens, ctx, 'sin verbo');
    if (
      creacion.accionDetectada === 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION' &&
      creacion.datosAccion.every((p) => p.precio !== null)
    )
      return creacion;
    return noReconocida(AYUDA, `Ningún verbo de acción reconocido en «${texto.trim()}».`);
  }
  const v = verbo(tokens[i]!.n);
  const resto = tokens.slice(i + 1);
  // What was said before the verb belongs to a change ('el café ponelo a 15 mil'), not to a creation.
  const todo = [...tokens.slice(0, i), ...(v.startsWith('renombr') ? [{ n: 'nombre', o: 'nombre' }] : []), ...resto];
  const todos = indiceTodos(todo.map((t) => t.n)) >= 0;
  // 'me quedan 7', 'entraron 10 más', 'vendí 2 por fuera': outcomes that change the stock (docs/producto/voz.md#resultados).
  const resultado = esVerbo(tokens[i]!.n) ? null : resultadoEn(ns, i);
  // 'la taza azul a 7000 y me quedan 4': the outcome is the second change, not the whole command's.
  let desde = i;
  while (['me', 'se', 'nos', 'no'].includes(ns[desde - 1] ?? '')) desde--;
  if (resultado && desde > 1 && (ns[desde - 1] === 'y' || ns[desde - 1] === ','))
    return modificar(tokens, 'poner', ctx);
  if (resultado)
    return todos ? masivo(todo, resultado.modo, ctx, resultado) : modificar(todo, resultado.modo, ctx, resultado);
  let modifica: boolean;
  if (AMBIGUOS.has(v)) modifica = !anunciaLista(resto) && (i > 0 || esCambio(resto, todos));
  else modifica = (SUBIR.has(v) || BAJAR.has(v) || PONER.has(v)) && !CREAR.has(v);
  if (!modifica) return crear(resto, ctx, v);
  const modo: Modo = SUBIR.has(v) ? 'subir' : BAJAR.has(v) ? 'bajar' : 'poner';
  if (todos) return masivo(todo, modo, ctx);
  return modificar(todo, modo, ctx);
}

/**
 * 'subí cuatro tazas: roja, azul…', 'cargá dos productos: …': a count, what is counted and a
 * colon announce new products (docs/producto/voz.md#listas), whatever 'todas' says later.
 */
function anunciaLista(resto: readonly Token[]): boolean {
  const c = cantidades(resto)[0];
  if (!c || c.desde !== 0 || c.tipo !== 'solo' || c.valor < 2 || c.valor >= 100 || !Number.isInteger(c.valor))
    return false;
  const hasta = resto.findIndex((t) => t.n === ',');
  return hasta > c.hasta && hasta <= c.hasta + 4 && resto[hasta]!.o === ':';
}

/** After 'agregá', 'subí', 'cargá', 'sumá': a change of an existing product, or a new product? */
function esCambio(resto: readonly Token[], todos: boolean): boolean {
  const primero = resto[0]?.n ?? '';
  const cs = cantidades(resto);
  // 'un diez por ciento', 'una unidad': the number starts right after the verb.
  const alPrincipio =
    cs[0] && (cs[0].desde === 0 || (cs[0].desde === 1 && (primero === 'un' || primero === 'una'))) ? cs[0] : undefined;
  if (todos) return true;
  if (alPrincipio?.tipo === 'unidades' || alPrincipio?.tipo === 'pesos' || alPrincipio?.tipo === 'porcentaje')
    return true;
  // 'subí mil al buzo': an amount, then the product.
  if (alPrincipio && ['al', 'a', 'el', 'la', 'los', 'las', 'del'].includes(resto[alPrincipio.hasta]?.n ?? ''))
    return true;
  // 'agregá una taza…', 'cargá dos velas…', 'subí un producto…': something new.
  if (
    MARCAS_ITEM.has(primero) ||
    alPrincipio ||
    primero === 'nuevo' ||
    primero === 'nueva' ||
    primero === 'producto' ||
    primero === 'productos'
  )
    return false;
  const campo = resto.some((t) => CAMPOS.has(t.n) && t.n !== 'descripcion');
  return (
    campo ||
    cs.some((c) => c.tipo === 'porcentaje' || c.tipo === 'pesos') ||
    resto.some((t) => ARTICULOS_DEFINIDOS.has(t.n)) ||
    primero === 'mas'
  );
}

const PREGUNTAS = new Set(['cuanto', 'cuantos', 'cuanta', 'cuantas', 'cual', 'cuales', 'donde']);
const PREGUNTA =
  'Por voz podés cargar productos o cambiar sus precios y su stock. Lo que vendiste y el stock que te queda lo ves en tu panel y en tus productos.';
const AYUDA =
  'No entendimos qué querés hacer. Probá con algo como «creá una taza azul a 5000 pesos con 10 unidades», «cambiá el precio de la taza azul a 6000» o «subí un 10 por ciento todas las velas».';
