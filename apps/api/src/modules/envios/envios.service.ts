import type { EnviosDeTienda, MetodosEnvio, MetodosEnvioInputParsed } from '@feria/contracts';
import { errorDe, tiendaNoEncontrada } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import { bloquearEmprendimiento } from '../emprendimientos/emprendimientos.queries';
import { emprendimientoPropio, exigirModificable } from '../emprendimientos/propiedad';
import { listarProvincias } from '../referencias/referencias.service';
import { metodoParaProvincia } from './cobertura';
import { guardarMetodos, idsDeMetodosBloqueados, leerMetodos, metodosDeTiendaPublica } from './envios.queries';

// A shop's delivery options (docs/producto/envios.md): the owner reads and replaces the whole
// list; anyone reads what reaches a province. Another seller's shop answers 404 like a missing one.

/** GET …/emprendimientos/{idEmprendimiento}/envios: the shop's live methods, in the seller's order. */
export async function obtener(ctx: UserContext, idEmprendimiento: string): Promise<MetodosEnvio> {
  const tienda = await emprendimientoPropio(ctx, idEmprendimiento);
  return { metodos: await leerMetodos(ctx.db, tienda.id) };
}

/** Provinces are reference ids: an unknown one is the client's mistake (400), named by its field. */
async function exigirProvincias(ctx: ServiceContext, input: MetodosEnvioInputParsed): Promise<void> {
  const validas = new Set((await listarProvincias(ctx)).map((p) => p.idProvincia));
  for (const m of input.metodos) {
    if (m.tipo === 'RETIRO' && !validas.has(m.direccion.idProvincia))
      throw errorDe('PROVINCIA_INVALIDA', { campo: 'metodos.direccion.idProvincia' });
    if (m.tipo === 'DOMICILIO' && m.zonas.some((z) => z.idProvincias.some((p) => !validas.has(p))))
      throw errorDe('PROVINCIA_INVALIDA', { campo: 'metodos.zonas.idProvincias' });
  }
}

/**
 * PUT …/envios (docs/producto/envios.md#metodos): replaces the list in one transaction, the shop
 * row locked so two saves do not interleave. An id must be one of the shop's live methods: a
 * method removed meanwhile (or another shop's) is refused, never revived or taken over.
 */
export async function guardar(
  ctx: UserContext,
  idEmprendimiento: string,
  input: MetodosEnvioInputParsed,
): Promise<MetodosEnvio> {
  const tienda = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(tienda);
  await exigirProvincias(ctx, input);
  await ctx.db.transaction(async (tx) => {
    await bloquearEmprendimiento(tx, tienda.id);
    const vivos = await idsDeMetodosBloqueados(tx, tienda.id);
    if (input.metodos.some((m) => m.id !== undefined && !vivos.has(m.id))) throw errorDe('METODO_ENVIO_AJENO');
    await guardarMetodos(tx, tienda.id, input.metodos);
  });
  return { metodos: await leerMetodos(ctx.db, tienda.id) };
}

/** GET /api/v1/public/core/tienda/{idEmprendimiento}/envios?idProvincia= (docs/producto/envios.md#lectura-publica). */
export async function deTienda(
  ctx: ServiceContext,
  idEmprendimiento: string,
  idProvincia: number | undefined,
): Promise<EnviosDeTienda> {
  if (idProvincia !== undefined && !(await listarProvincias(ctx)).some((p) => p.idProvincia === idProvincia))
    throw errorDe('PROVINCIA_INVALIDA', { campo: 'idProvincia' });
  const metodos = await metodosDeTiendaPublica(ctx.db, idEmprendimiento);
  if (!metodos) throw tiendaNoEncontrada();
  const provincia = idProvincia ?? null;
  return {
    idProvincia: provincia,
    metodos: metodos.flatMap((m) => metodoParaProvincia(m, provincia) ?? []),
  };
}
