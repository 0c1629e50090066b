import type { RespuestaVoz } from '@feria/contracts';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import { productosParaComando } from '../productos/productos.queries';
import { variantesDe } from '../productos/variantes.service';
import { listarTipos } from '../referencias/referencias.service';
import { interpretar } from './interprete';
import type { MotorStt } from './stt';

// docs/producto/api.md#productos procesarAudio and its typed variant: the caller's own shop, its products and the
// catalogue types are the parser's context. Nothing is written: the dialog confirms and then
// calls the product endpoints.

export async function procesarComando(
  ctx: UserContext,
  emprendimientoId: string,
  texto: string,
  motor: MotorStt | 'texto',
): Promise<RespuestaVoz> {
  const emprendimiento = await emprendimientoPropio(ctx, emprendimientoId);
  const [productos, tipos] = await Promise.all([productosParaComando(ctx.db, emprendimiento.id), listarTipos(ctx)]);
  const nombreTipo = new Map(tipos.map((t) => [t.id, t.nombre]));
  // docs/producto/voz.md#variantes: the parser knows each product's options and all its variants.
  const variantes = await variantesDe(
    ctx.db,
    productos.map((p) => p.id),
    false,
  );
  const r = interpretar(texto, {
    productos: productos.map((p) => ({
      ...p,
      tipo: p.tipoProductoId === null ? null : (nombreTipo.get(p.tipoProductoId) ?? null),
      opciones: variantes.get(p.id)?.opciones ?? [],
      variantes: (variantes.get(p.id)?.variantes ?? []).map((v) => ({
        id: v.id,
        valores: v.valores,
        texto: v.texto,
        stock: v.stock,
        precio: v.precioEfectivo,
        habilitada: v.habilitada,
      })),
    })),
    tipos,
  });
  return { ...r, transcripcion: texto, motor } as RespuestaVoz;
}
