import { isDeepStrictEqual } from 'node:util';
import type { Interpretacion } from '../interprete';
import type { Esperado } from './comandos';
import type { EsperadoVariante } from './variantes';

/** Null when the parser's answer is the expected one; else what differs, in words. */
export function diferencia(r: Interpretacion, e: Esperado): string | null {
  if ('accion' in e)
    return r.accionDetectada === e.accion ? null : `acción ${r.accionDetectada}, se esperaba ${e.accion}`;
  if ('crear' in e) {
    if (r.accionDetectada !== 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION')
      return `acción ${r.accionDetectada}, se esperaba crear`;
    if (r.datosAccion.length !== e.crear.length)
      return `${r.datosAccion.length} productos, se esperaban ${e.crear.length}: ${r.datosAccion.map((p) => p.nombre).join(' | ')}`;
    for (const [k, esp] of e.crear.entries()) {
      const p = r.datosAccion[k]!;
      if (p.nombre !== esp.nombre) return `nombre «${p.nombre}», se esperaba «${esp.nombre}»`;
      if (p.precio !== esp.precio) return `${esp.nombre}: precio ${p.precio}, se esperaba ${esp.precio}`;
      if (p.stock !== esp.stock) return `${esp.nombre}: stock ${p.stock}, se esperaba ${esp.stock}`;
      if (esp.tipo !== undefined && p.tipo !== esp.tipo)
        return `${esp.nombre}: tipo ${p.tipo}, se esperaba ${esp.tipo}`;
      for (const [clave, valor] of Object.entries(esp.atributos ?? {})) {
        const a = p.atributos.find((x) => x.clave === clave);
        if (a?.valor !== valor) return `${esp.nombre}: ${clave} ${a?.valor}, se esperaba ${valor}`;
      }
    }
    return null;
  }
  if ('modificar' in e) {
    if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION')
      return `acción ${r.accionDetectada}, se esperaba modificar`;
    if (r.datosAccion.length !== e.modificar.length)
      return `${r.datosAccion.length} modificaciones, se esperaban ${e.modificar.length}`;
    for (const [k, esp] of e.modificar.entries()) {
      const it = r.datosAccion[k]!;
      const nombres = it.productos_similares_encontrados.map((p) => p.nombre).sort();
      if (!isDeepStrictEqual(nombres, [...esp.productos].sort()))
        return `productos ${nombres.join(' | ')}, se esperaba ${esp.productos.join(' | ')}`;
      if (!isDeepStrictEqual(it.modificacion_solicitada.datos_para_actualizar, esp.datos))
        return `datos ${JSON.stringify(it.modificacion_solicitada.datos_para_actualizar)}, se esperaba ${JSON.stringify(esp.datos)}`;
      const preseleccion = nombres.length === 1 ? it.productos_similares_encontrados[0]!.id : '';
      if (it.modificacion_solicitada.producto_identificador !== preseleccion) return 'preselección incorrecta';
    }
    return null;
  }
  if (r.accionDetectada !== 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION')
    return `acción ${r.accionDetectada}, se esperaba masivo`;
  const d = r.datosAccion;
  if (d.tipo_producto !== e.masivo.tipo) return `tipo ${d.tipo_producto}, se esperaba ${e.masivo.tipo}`;
  if (d.cantidad_productos !== e.masivo.cantidad || d.productos_afectados.length !== e.masivo.cantidad)
    return `${d.cantidad_productos} productos, se esperaban ${e.masivo.cantidad}`;
  if (!isDeepStrictEqual(d.datos_modificacion, e.masivo.datos))
    return `datos ${JSON.stringify(d.datos_modificacion)}, se esperaba ${JSON.stringify(e.masivo.datos)}`;
  return null;
}

/** Null when the answer is the expected variant proposal or question (docs/producto/voz.md#variantes); else what differs. */
export function diferenciaVariante(r: Interpretacion, e: EsperadoVariante): string | null {
  if (r.mensajeUsuario !== e.mensaje) return `mensaje «${r.mensajeUsuario}», se esperaba «${e.mensaje}»`;
  if ('accion' in e)
    return r.accionDetectada === e.accion ? null : `acción ${r.accionDetectada}, se esperaba ${e.accion}`;
  if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION')
    return `acción ${r.accionDetectada}, se esperaba modificar`;
  const obtenidos = r.datosAccion.map((it) => {
    const p = it.productos_similares_encontrados;
    return {
      producto: p.length === 1 && it.modificacion_solicitada.producto_identificador === p[0]!.id ? p[0]!.nombre : '?',
      variante: it.variante?.texto ?? '',
      nueva: it.variante?.nueva ?? false,
      variantes: it.variante?.variantes.map((v) => v.texto) ?? [],
      datos: it.modificacion_solicitada.datos_para_actualizar,
      ...(it.variante?.habilitada !== undefined ? { habilitada: it.variante.habilitada } : {}),
    };
  });
  return isDeepStrictEqual(obtenidos, e.cambios)
    ? null
    : `cambios ${JSON.stringify(obtenidos)}, se esperaba ${JSON.stringify(e.cambios)}`;
}
