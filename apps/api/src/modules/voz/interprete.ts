import { cantidades } from './cantidades';
import { modificar } from './cambios';
import { crear } from './creacion';
import { masivo } from './masivo';
import { noReconocida, type ContextoVoz, type Interpretacion } from './respuesta';
import { tokensDe, type Token } from './tokens';
import { AMBIGUOS, ARTICULOS_DEFINIDOS, BAJAR, CAMPOS, CREAR, esVerbo, MARCAS_ITEM, PONER, SUBIR, verbo, type Modo } from './vocabulario';

// The seller's command, said or typed, as the voice assistant response of spec §3: products to
// create, products to change, or every product of a type to change. Deterministic: the same words
// and the same shop give the same answer; nothing is written here (the dialog confirms). This
// file picks the action; creacion.ts, cambios.ts and masivo.ts read each kind.

export type { ContextoVoz, Interpretacion } from './respuesta';

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
