import type { ProductoVoz } from './productos-similares';
import { palabrasClave, puntaje, tipoDe } from './productos-similares';
import { cantidades } from './cantidades';
import { leerCambio, NO_PRODUCTO } from './cambios';
import { singularDeNombre } from './creacion';
import { noReconocida, resumen, type ContextoVoz, type Interpretacion } from './respuesta';
import { capitalizar, textoDe, type Token } from './tokens';
import type { Modo } from './vocabulario';

// A mass change: every product of a type (spec §4.9 MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION).

export function masivo(ts: readonly Token[], modo: Modo, ctx: ContextoVoz): Interpretacion {
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
