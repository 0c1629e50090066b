import { type Apariencia, type AparienciaInputParsed } from '@feria/contracts';
import { catalogosPropiosBloqueados } from '../catalogos/catalogos.queries';
import { tiendaDelUsuario, type TiendaDelUsuario } from '../emprendimientos/emprendimientos.queries';
import { emprendimientoNoEncontrado, errorDe } from '../../lib/app-error';
import { type UserContext } from '../../lib/context';
import { interpretarId } from '../../lib/ownership';
import { guardarApariencia, leerApariencia } from './apariencia.queries';

// Storefront appearance of the seller's own shop (docs/producto/entidades.md "read and written whole", docs/producto/api.md#emprendimiento
// GET/PUT /{id}/apariencia). The public tienda/{id}/apariencia reads the same row, so a saved
// appearance shows on the shop page at once.

/** `{id}`: the caller's own user id or own emprendimiento id (lib/ownership.ts); others 404/403. */
async function tiendaDeRuta(ctx: UserContext, id: string): Promise<TiendaDelUsuario> {
  const ref = interpretarId(ctx.usuario, id);
  // By user id: the live emprendimiento, else the latest deactivated one (as emprendedor.service).
  const tienda = await tiendaDelUsuario(ctx.db, ctx.usuario.sub, ref.tipo === 'registro' ? ref.id : undefined);
  if (!tienda) throw emprendimientoNoEncontrado();
  return tienda;
}

export async function obtener(ctx: UserContext, id: string): Promise<Apariencia> {
  return leerApariencia(ctx.db, await tiendaDeRuta(ctx, id));
}

/**
 * PUT /{id}/apariencia: replaces the whole appearance. catalogosSeleccionados must be the shop's
 * own catalogs, locked while the appearance is written (a catalog deleted meanwhile leaves the
 * selection through its foreign key).
 */
export async function guardar(ctx: UserContext, id: string, input: AparienciaInputParsed): Promise<Apariencia> {
  const tienda = await tiendaDeRuta(ctx, id);
  if (tienda.estado === 'Eliminado') throw errorDe('EMPRENDIMIENTO_DESACTIVADO');
  await ctx.db.transaction(async (tx) => {
    if (input.catalogosSeleccionados.length > 0) {
      const propios = await catalogosPropiosBloqueados(tx, tienda.id, input.catalogosSeleccionados);
      if (propios.length !== input.catalogosSeleccionados.length) throw errorDe('CATALOGOS_AJENOS');
    }
    await guardarApariencia(tx, tienda.id, input);
  });
  return leerApariencia(ctx.db, tienda);
}
