import {
  formatPrice,
  textoVariante,
  tieneValores,
  varianteModificada,
  type CambioVarianteVoz,
  type DatosActualizacionVoz,
} from '@feria/contracts';
import type { ProductoVoz } from './productos-similares';
import { noReconocida, resumen, type ContextoVoz, type Interpretacion } from './respuesta';

// docs/producto/voz.md#variantes: what the voice assistant answers about a product's variants — the
// proposal that names each variant (before → after), or the question / explanation when the
// words fit more than one thing or nothing. variantes.ts reads the words.

/** The values said, as the product's options and values. */
export interface Resuelta {
  /** Option name as the product writes it → value (the product's spelling, or the new one said). */
  valores: Record<string, string>;
  /** Values the product does not have yet. */
  nuevos: string[];
}

export const conOpciones = (p: ProductoVoz) => (p.opciones?.length ?? 0) > 0;
export const lista = (xs: readonly string[], y = 'y') =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${y} ${xs.at(-1)}`;
/** A variant's text as it is said ('talle 38 negro'). */
const comoSeDice = (texto: string) => texto.replace(/ · /g, ' ').toLocaleLowerCase('es');

export function noEncontrada(mensaje: string): Interpretacion {
  return {
    accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
    mensajeUsuario: mensaje,
    datosAccion: null,
    entidadesEncontradas: {},
    razonamientoInterno: 'Variante sin coincidencia.',
  };
}

/** Several variant changes of one product as one proposal. */
export function juntar(cambios: readonly Interpretacion[]): Interpretacion {
  const items = cambios.flatMap((c) =>
    c.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' ? c.datosAccion : [],
  );
  return {
    accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
    mensajeUsuario: `${cambios.map((c) => c.mensajeUsuario.replace(/ Revisá y confirmá\.$/, '')).join(' ')} Revisá y confirmá.`,
    datosAccion: items,
    entidadesEncontradas: { variantes: items.map((x) => x.identificador_original) },
    razonamientoInterno: cambios.map((c) => c.razonamientoInterno).join(' '),
  };
}

const cambiaStock = (d: DatosActualizacionVoz) =>
  (d.stock !== undefined && d.stock !== 0) || (d.diferencial_stock ?? 0) !== 0;

export function cambioDe(
  p: ProductoVoz,
  r: Resuelta,
  datos: DatosActualizacionVoz,
  dicho: { agrega: boolean; habilitada: boolean | undefined; texto: string; producto: string },
): Interpretacion {
  const opciones = p.opciones ?? [];
  const variantes = p.variantes ?? [];
  const texto = textoVariante(opciones, r.valores);
  const alcanzadas = variantes.filter((v) => tieneValores(v, r.valores));
  const completa = opciones.every((o) => r.valores[o.nombre] !== undefined);
  const nueva = r.nuevos.length > 0 || (dicho.agrega && completa && alcanzadas.length === 0);
  const de = dicho.producto;
  if (nueva) {
    if (!dicho.agrega) {
      const o = opciones.find((x) => x.nombre === r.nuevos[0])!;
      return noEncontrada(
        `${p.nombre} no tiene ${o.nombre} ${r.valores[o.nombre]}: tiene ${lista(o.valores)}. Para sumarlo decí «agregá ${o.nombre.toLocaleLowerCase('es')} ${r.valores[o.nombre]} a ${de}».`,
      );
    }
    // docs/producto/voz.md#variantes: a new value needs one of every other option, asked when not said.
    const falta = opciones.find((o) => r.valores[o.nombre] === undefined);
    if (falta)
      return noReconocida(
        `${p.nombre} también se vende por ${falta.nombre}: decí cuál (${lista(falta.valores, 'o')}), por ejemplo «agregá ${dicho.texto} ${falta.valores[0]!.toLocaleLowerCase('es')} a ${de} con 3 unidades».`,
        `Valor nuevo sin ${falta.nombre}.`,
      );
    if (alcanzadas.length > 0) return yaExiste(p, alcanzadas[0]!, de);
    const d: DatosActualizacionVoz = { ...datos };
    if (d.diferencial_stock !== undefined) {
      d.stock = Math.max(0, d.diferencial_stock);
      delete d.diferencial_stock;
    }
    d.stock ??= 0;
    return propuesta(p, { valores: r.valores, texto, nueva: true, variantes: [] }, d, [
      `${p.nombre} · ${texto} (nueva): stock ${d.stock}${d.precio !== undefined ? `, precio ${formatPrice(d.precio)}` : ''}`,
    ]);
  }
  // 'agregá talle M a la remera' when it has it: more units or a mistake? Asked.
  if (dicho.agrega && completa && alcanzadas.length > 0) return yaExiste(p, alcanzadas[0]!, de);
  if (alcanzadas.length === 0)
    return noEncontrada(`${p.nombre} no tiene ${texto}. Para sumarla decí «agregá ${comoSeDice(texto)} a ${de}».`);
  if (Object.keys(datos).length === 0 && dicho.habilitada === undefined)
    return noReconocida(
      `Entendimos ${p.nombre} · ${texto}, pero no qué cambio. Probá con «sumá 5 del ${comoSeDice(texto)} de ${de}» o «el ${comoSeDice(texto)} de ${de} a 60 mil».`,
      'Variante sin cambio.',
    );
  // docs/producto/voz.md#variantes: units go to one variant; several with the values said are asked.
  if (cambiaStock(datos) && alcanzadas.length > 1)
    return noReconocida(
      `${p.nombre} tiene ${texto} en ${alcanzadas.length} variantes (${lista(alcanzadas.map((v) => v.texto))}): decí de cuál, por ejemplo «sumá 5 del ${comoSeDice(alcanzadas[0]!.texto)} de ${de}».`,
      'Stock de varias variantes.',
    );
  const lineas = alcanzadas.map((v) => {
    const nuevo = varianteModificada(v, datos, dicho.habilitada);
    const partes: string[] = [];
    if (nuevo.stock !== v.stock) partes.push(`stock ${v.stock} → ${nuevo.stock}`);
    if (nuevo.precio !== v.precio) partes.push(`precio ${formatPrice(v.precio)} → ${formatPrice(nuevo.precio)}`);
    if (nuevo.habilitada !== v.habilitada) partes.push(nuevo.habilitada ? 'se habilita' : 'se deshabilita');
    return `${p.nombre} · ${v.texto}: ${partes.length ? partes.join(', ') : 'queda igual'}`;
  });
  return propuesta(
    p,
    {
      valores: r.valores,
      texto,
      nueva: false,
      variantes: alcanzadas,
      ...(dicho.habilitada !== undefined ? { habilitada: dicho.habilitada } : {}),
    },
    datos,
    lineas,
  );
}

function yaExiste(p: ProductoVoz, v: { texto: string; stock: number }, de: string): Interpretacion {
  return noReconocida(
    `${p.nombre} ya tiene ${v.texto} (stock ${v.stock}). Si entraron más, decí «sumá 3 del ${comoSeDice(v.texto)} de ${de}».`,
    'La variante ya existe.',
  );
}

function itemDe(p: ProductoVoz, variante: CambioVarianteVoz, datos: DatosActualizacionVoz) {
  return {
    identificador_original: `${p.nombre} · ${variante.texto}`,
    modificacion_solicitada: { producto_identificador: p.id, datos_para_actualizar: datos },
    productos_similares_encontrados: [resumen(p)],
    variante,
  };
}

function propuesta(
  p: ProductoVoz,
  variante: CambioVarianteVoz,
  datos: DatosActualizacionVoz,
  lineas: readonly string[],
): Interpretacion {
  return {
    accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
    mensajeUsuario: `${lineas.join('. ')}. Revisá y confirmá.`,
    datosAccion: [itemDe(p, variante, datos)],
    entidadesEncontradas: { producto: p.nombre, variante: variante.texto },
    razonamientoInterno: `Variante ${variante.texto} de ${p.nombre}${variante.nueva ? ' (nueva)' : ''}.`,
  };
}

/**
 * docs/producto/voz.md#variantes: a product with options keeps its stock in its variants, so a
 * stock change said for the whole product is asked again with the variant; 'sin stock' is all of them.
 */
export function stockPorVariante(r: Interpretacion, ctx: ContextoVoz): Interpretacion {
  if (r.accionDetectada === 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION') {
    const d = r.datosAccion.datos_modificacion;
    if (d.stock === undefined && d.diferencial_stock === undefined) return r;
    const ids = new Set(r.datosAccion.productos_afectados.map((p) => p.id));
    const conVariantes = ctx.productos.filter((p) => ids.has(p.id) && conOpciones(p));
    const primero = conVariantes[0];
    if (!primero) return r;
    const ejemplo = `sumá 3 del ${comoSeDice(primero.variantes?.[0]?.texto ?? '')} de ${primero.nombre.toLocaleLowerCase('es')}`;
    return noReconocida(
      `${lista(conVariantes.map((p) => p.nombre))} ${conVariantes.length === 1 ? 'tiene' : 'tienen'} stock por variante: cambialo de a una variante, por ejemplo «${ejemplo}».`,
      'Stock masivo con productos con variantes.',
    );
  }
  if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return r;
  const items = [...r.datosAccion];
  for (const [k, item] of items.entries()) {
    const d = item.modificacion_solicitada.datos_para_actualizar;
    const similares = item.productos_similares_encontrados;
    if (item.variante || similares.length !== 1 || (d.stock === undefined && d.diferencial_stock === undefined))
      continue;
    const p = ctx.productos.find((x) => x.id === similares[0]!.id);
    if (!p || !conOpciones(p)) continue;
    // 'se me agotaron las zapatillas': every variant without stock (no values said: all of them).
    if (d.stock === 0 && Object.keys(d).length === 1) {
      const conStock = (p.variantes ?? []).filter((v) => v.stock > 0);
      const variante = { valores: {}, texto: 'Todas las variantes', nueva: false, variantes: conStock };
      if (items.length === 1)
        return propuesta(
          p,
          variante,
          d,
          conStock.length
            ? conStock.map((v) => `${p.nombre} · ${v.texto}: stock ${v.stock} → 0`)
            : [`${p.nombre}: ya no tiene stock en ninguna variante`],
        );
      items[k] = itemDe(p, variante, d);
      continue;
    }
    const ejemplo = comoSeDice(p.variantes?.[0]?.texto ?? '');
    return noReconocida(
      `${p.nombre} tiene stock por ${lista((p.opciones ?? []).map((o) => o.nombre))}: decí de cuál, por ejemplo «sumá 3 del ${ejemplo} de ${item.identificador_original}».`,
      'Stock de un producto con variantes.',
    );
  }
  return { ...r, datosAccion: items };
}
