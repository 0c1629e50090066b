import { cantidades } from './cantidades';
import { leerCambio, NO_PRODUCTO } from './cambios';
import { resolverGrupo, respuestaMasiva, type Grupo } from './grupos';
import { palabrasClave } from './productos-similares';
import { noReconocida, type ContextoVoz, type Interpretacion } from './respuesta';
import { textoDe, type Token } from './tokens';
import type { Modo, Resultado } from './vocabulario';

// A mass change said with 'todos' (docs/producto/voz-grabador.md#estados-del-grabador MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION): 'subí un
// 10 % todas las velas', 'todos los buzos y las remeras', 'remarcá todo un 8 %'.

/**
 * Where 'all' is said: 'todas', 'todos', 'todo lo de…', 'todo' before the amount ('subí todo un
 * 12 %'), 'cada producto'; not 'cada uno' ('300 pesos cada uno' is per product, not which ones).
 */
export function indiceTodos(ns: readonly string[]): number {
  return ns.findIndex((w, i) => {
    const sig = ns[i + 1];
    if (w === 'todas' || w === 'todos') return true;
    if (w === 'cada') return sig !== 'uno' && sig !== 'una';
    return (
      w === 'todo' &&
      (sig === undefined ||
        sig === 'lo' ||
        sig === 'un' ||
        sig === 'una' ||
        sig === ',' ||
        sig === 'a' ||
        sig === 'en' ||
        /^\d/.test(sig))
    );
  });
}

const ANTES_DEL_SUSTANTIVO = [
  'las',
  'los',
  'mis',
  'nuestras',
  'nuestros',
  'de',
  'del',
  'tipo',
  'categoria',
  'lo',
  'la',
  'el',
  'productos',
  'producto',
  'articulos',
  'que',
  'son',
  'sea',
];
const FIN_DEL_SUSTANTIVO = [',', 'a', 'en', 'un', 'una', 'el', 'la', 'con', 'y', 'de', 'del', 'al', 'cada'];

export function masivo(
  ts: readonly Token[],
  modo: Modo,
  ctx: ContextoVoz,
  resultado: Resultado | null = null,
): Interpretacion {
  const ns = ts.map((t) => t.n);
  const k = indiceTodos(ns);
  let j = k + 1;
  // 'todos los buzos y las remeras': one noun after another.
  const sustantivos: Token[][] = [];
  do {
    if (sustantivos.length) j++;
    while (ANTES_DEL_SUSTANTIVO.includes(ns[j] ?? '') || ns[j] === 'todos' || ns[j] === 'todas') j++;
    const sustantivo: Token[] = [];
    const palabra = (x: number) =>
      x < ts.length &&
      !NO_PRODUCTO.has(ns[x]!) &&
      !FIN_DEL_SUSTANTIVO.includes(ns[x]!) &&
      cantidades(ts.slice(x, x + 1)).length === 0;
    // 'todas las velas de soja': 'de' and a word go on naming them.
    while (palabra(j) || (sustantivo.length && ns[j] === 'de' && palabra(j + 1))) sustantivo.push(ts[j++]!);
    sustantivos.push(sustantivo);
  } while (ns[j] === 'y' && ['los', 'las', 'todos', 'todas'].includes(ns[j + 1] ?? ''));
  const sinTodos = [...ts.slice(0, k), ...ts.slice(j)];
  const { datos } = leerCambio(sinTodos, modo, null, resultado);
  if (Object.keys(datos).length === 0)
    return noReconocida(
      '¿Qué querés cambiar en esos productos? Por ejemplo «subí un 10 por ciento todas las velas».',
      'Modificación masiva sin cambio.',
    );
  if (datos.nombre !== undefined)
    return noReconocida('El nombre se cambia de a un producto por vez.', 'Nombre en modificación masiva.');
  const dichos = sustantivos.filter((s) => palabrasClave(textoDe(s)).length > 0);
  const grupos: Grupo[] = dichos.length
    ? dichos.map((s) => resolverGrupo(s, ctx))
    : [
        {
          dicho: 'todo',
          nombre: 'Todos',
          productos: [...ctx.productos],
          porTipo: false,
          razon: 'Todos los productos de la tienda.',
        },
      ];
  return respuestaMasiva(grupos, datos);
}
