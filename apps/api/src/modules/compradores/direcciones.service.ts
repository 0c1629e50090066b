import {
  DIRECCIONES_MAX,
  cpaDeOtraProvincia,
  type DireccionGuardada,
  type DireccionGuardadaInput,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { listarProvincias } from '../referencias/referencias.service';
import {
  actualizarDireccion,
  borrarDireccion,
  compradorDelUsuario,
  contarDirecciones,
  direccionDe,
  direccionesDe,
  insertarDireccion,
  masRecienteDe,
  quitarPredeterminada,
  type ColumnasDireccion,
} from './direcciones.queries';

// A buyer's saved delivery addresses (docs/producto/direcciones.md). docs/producto/direcciones.md#propiedad:
// every call is about the caller's own buyer record, found by the token's user; another buyer's
// address reads as missing (404). Every write locks that buyer record first, so two writes of one
// buyer run one after the other: the limit is counted and the one default is moved without races.

const noEncontrada = () => errorDe('DIRECCION_NO_ENCONTRADA');

/** The caller's buyer record: none → 'completá tu perfil'; a deleted account cannot save addresses. */
async function compradorId(ctx: UserContext, db: Database = ctx.db, bloquear = false): Promise<string> {
  const comprador = await compradorDelUsuario(db, ctx.usuario.sub, { bloquear });
  if (!comprador) throw errorDe('PERFIL_NO_ENCONTRADO');
  if (comprador.eliminado) throw errorDe('COMPRADOR_INACTIVO');
  return comprador.id;
}

/** docs/producto/direcciones.md#codigo-postal: the province exists and a CPA starts with its letter. */
async function exigirProvincia(ctx: UserContext, input: DireccionGuardadaInput): Promise<void> {
  const provincia = (await listarProvincias(ctx)).find((p) => p.idProvincia === input.idProvincia);
  if (!provincia) throw errorDe('PROVINCIA_INVALIDA', { campo: 'idProvincia' });
  if (cpaDeOtraProvincia(input.codigoPostal, provincia.nombre))
    throw errorDe('DIRECCION_CPA_DE_OTRA_PROVINCIA', { detalle: `${provincia.nombre}: la letra del CPA es otra` });
}

const columnas = (input: DireccionGuardadaInput): ColumnasDireccion => ({
  alias: input.alias,
  destinatario: input.destinatario,
  telefono: input.telefono,
  calle: input.calle,
  numero: input.numero,
  piso: input.piso,
  depto: input.depto,
  ciudad: input.ciudad,
  provinciaId: input.idProvincia,
  codigoPostal: input.codigoPostal,
  indicaciones: input.indicaciones,
});

export async function listar(ctx: UserContext): Promise<DireccionGuardada[]> {
  return direccionesDe(ctx.db, await compradorId(ctx));
}

export async function obtener(ctx: UserContext, id: string): Promise<DireccionGuardada> {
  const una = await direccionDe(ctx.db, await compradorId(ctx), id);
  if (!una) throw noEncontrada();
  return una;
}

/** docs/producto/direcciones.md#predeterminada: the first address is the default; so is one saved with `predeterminada`. */
export async function crear(ctx: UserContext, input: DireccionGuardadaInput): Promise<DireccionGuardada> {
  await compradorId(ctx);
  await exigirProvincia(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const comprador = await compradorId(ctx, tx, true);
    const cuantas = await contarDirecciones(tx, comprador);
    // docs/producto/direcciones.md#limites
    if (cuantas >= DIRECCIONES_MAX) throw errorDe('DIRECCIONES_LIMITE');
    const predeterminada = cuantas === 0 || input.predeterminada === true;
    if (predeterminada) await quitarPredeterminada(tx, comprador);
    const id = await insertarDireccion(tx, comprador, columnas(input), predeterminada);
    return (await direccionDe(tx, comprador, id))!;
  });
}

/** Saves the fields; `predeterminada: true` moves the default here, `false` never leaves the buyer without one. */
export async function actualizar(
  ctx: UserContext,
  id: string,
  input: DireccionGuardadaInput,
): Promise<DireccionGuardada> {
  await compradorId(ctx);
  await exigirProvincia(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const comprador = await compradorId(ctx, tx, true);
    const actual = await direccionDe(tx, comprador, id);
    if (!actual) throw noEncontrada();
    const hacerPredeterminada = input.predeterminada === true && !actual.predeterminada;
    if (hacerPredeterminada) await quitarPredeterminada(tx, comprador);
    await actualizarDireccion(tx, comprador, id, {
      ...columnas(input),
      ...(hacerPredeterminada ? { predeterminada: true } : {}),
    });
    return (await direccionDe(tx, comprador, id))!;
  });
}

/** 'Usar como predeterminada': this one becomes the default, the previous one stops being it. */
export async function predeterminar(ctx: UserContext, id: string): Promise<DireccionGuardada[]> {
  await compradorId(ctx);
  return ctx.db.transaction(async (tx) => {
    const comprador = await compradorId(ctx, tx, true);
    const actual = await direccionDe(tx, comprador, id);
    if (!actual) throw noEncontrada();
    if (!actual.predeterminada) {
      await quitarPredeterminada(tx, comprador);
      await actualizarDireccion(tx, comprador, id, { predeterminada: true });
    }
    return direccionesDe(tx, comprador);
  });
}

/** docs/producto/direcciones.md#predeterminada: deleting the default makes the most recent other address the default. */
export async function eliminar(ctx: UserContext, id: string): Promise<void> {
  await compradorId(ctx);
  await ctx.db.transaction(async (tx) => {
    const comprador = await compradorId(ctx, tx, true);
    const borrada = await borrarDireccion(tx, comprador, id);
    if (!borrada) throw noEncontrada();
    if (!borrada.predeterminada) return;
    const siguiente = await masRecienteDe(tx, comprador);
    if (siguiente) await actualizarDireccion(tx, comprador, siguiente, { predeterminada: true });
  });
}
