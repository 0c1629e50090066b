import { and, eq, type SQL } from 'drizzle-orm';
import { type Comprador, type CompradorInput, type Verificacion } from '@feria/contracts';
import { compradores } from '../../db/schema';
import { nombreDeProvincia } from '../referencias/referencias.queries';
import { columnaDe } from '../../db/sql';
import { isUniqueViolation } from '../../db/errors';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { exigirPropio, interpretarId } from '../../lib/ownership';
import { exigirRubroYProvincia } from '../referencias/referencias.service';

// Buyer area (docs/producto/api.md#comprador). One buyer record per identity user, found through the token's `sub`;
// path ids follow lib/ownership.ts (own user id, or the own record id; others 403/404).

const perfilNoEncontrado = () => errorDe('PERFIL_NO_ENCONTRADO');
const delUsuario = (ctx: UserContext) => eq(compradores.userId, ctx.usuario.sub);

async function cargar(ctx: UserContext, where: SQL): Promise<Comprador | null> {
  const [row] = await ctx.db
    .select({ c: compradores, provincia: nombreDeProvincia(columnaDe(compradores.provinciaId)) })
    .from(compradores)
    .where(where);
  if (!row) return null;
  const { c, provincia } = row;
  return {
    id: c.id,
    userId: c.userId,
    email: c.email,
    nombre: c.nombre,
    apellido: c.apellido,
    dni: c.dni,
    telefono: c.telefono,
    direccion: {
      calle: c.calle,
      numero: c.numero,
      pisoDepto: c.pisoDepto,
      ciudad: c.ciudad,
      idProvincia: c.provinciaId,
      provincia,
      codigoPostal: c.codigoPostal,
    },
    eliminado: c.eliminado,
    fechaAlta: c.createdAt.toISOString(),
  };
}

/** The caller's record named by `id`, or null when the caller has none (own user id only). */
async function buscar(ctx: UserContext, id: string): Promise<Comprador | null> {
  const ref = interpretarId(ctx.usuario, id);
  if (ref.tipo === 'propio') return cargar(ctx, delUsuario(ctx));
  const found = await cargar(ctx, and(eq(compradores.id, ref.id), delUsuario(ctx))!);
  if (!found) throw perfilNoEncontrado();
  return found;
}

async function resolver(ctx: UserContext, id: string): Promise<Comprador> {
  const found = await buscar(ctx, id);
  if (!found) throw perfilNoEncontrado();
  return found;
}

const columnas = (input: CompradorInput) => ({
  nombre: input.nombre,
  apellido: input.apellido,
  dni: input.dni,
  telefono: input.telefono,
  calle: input.direccion.calle,
  numero: input.direccion.numero,
  pisoDepto: input.direccion.pisoDepto || null,
  ciudad: input.direccion.ciudad,
  provinciaId: input.direccion.idProvincia,
  codigoPostal: input.direccion.codigoPostal.toUpperCase(),
});

/** POST /: completes the buyer profile; a second one is a conflict, even after deletion. */
export async function registrar(ctx: UserContext, input: CompradorInput): Promise<Comprador> {
  await exigirRubroYProvincia(ctx, { idProvincia: input.direccion.idProvincia });
  if (await cargar(ctx, delUsuario(ctx))) throw errorDe('PERFIL_YA_EXISTE');
  try {
    await ctx.db
      .insert(compradores)
      .values({ ...columnas(input), userId: ctx.usuario.sub, email: ctx.usuario.email ?? '' });
  } catch (err) {
    if (isUniqueViolation(err)) throw errorDe('PERFIL_YA_EXISTE');
    throw err;
  }
  return (await cargar(ctx, delUsuario(ctx)))!;
}

/** GET /{userId}/verificar: complete once the record exists; a deleted one is 'inactiva' (docs/producto/identidad.md#guardia-y-post-login), not incomplete. */
export async function verificar(ctx: UserContext, userId: string): Promise<Verificacion> {
  exigirPropio(ctx.usuario, userId);
  return { completo: (await cargar(ctx, delUsuario(ctx))) !== null };
}

export async function obtener(ctx: UserContext, id: string): Promise<Comprador> {
  return resolver(ctx, id);
}

export async function actualizar(ctx: UserContext, id: string, input: CompradorInput): Promise<Comprador> {
  const actual = await resolver(ctx, id);
  if (actual.eliminado) throw errorDe('COMPRADOR_INACTIVO');
  await exigirRubroYProvincia(ctx, { idProvincia: input.direccion.idProvincia });
  await ctx.db
    .update(compradores)
    .set({ ...columnas(input), email: ctx.usuario.email ?? actual.email, updatedAt: new Date() })
    .where(and(eq(compradores.id, actual.id), delUsuario(ctx)));
  return (await cargar(ctx, eq(compradores.id, actual.id)))!;
}

/** DELETE /{id}: soft delete; the account is then inactive and the SPA shows /cuenta-inactiva. */
export async function eliminar(ctx: UserContext, id: string): Promise<void> {
  const actual = await resolver(ctx, id);
  await ctx.db
    .update(compradores)
    .set({ eliminado: true, updatedAt: new Date() })
    .where(and(eq(compradores.id, actual.id), delUsuario(ctx)));
}

/** GET /{id}/eliminado: a caller without a buyer record has not been deleted. */
export async function eliminado(ctx: UserContext, id: string): Promise<{ eliminado: boolean }> {
  const found = await buscar(ctx, id);
  return { eliminado: found?.eliminado ?? false };
}
