import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type EmprendimientoInputParsed,
  type EmprendimientoPrivado,
  type EstadoEmprendimiento,
  type Verificacion,
} from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { emprendimientoNoEncontrado, errorDe } from '../../lib/app-error';
import { type UserContext } from '../../lib/context';
import { exigirPropio, interpretarId } from '../../lib/ownership';
import { exigirRubroYProvincia } from '../referencias/referencias.service';
import type { ConteosDeTienda } from './conteos';
import { loadPrivado, loadPrivados } from './emprendimiento-privado';

// Seller emprendimiento area (docs/producto/api.md#emprendimiento). Every read and write is scoped to the caller's `sub`;
// path ids follow lib/ownership.ts (own user id, or an own record id; others 403/404).

const delUsuario = (ctx: UserContext) => eq(emprendimientos.ownerUserId, ctx.usuario.sub);

/** The caller's emprendimiento: the live one, else the latest deactivated one. */
async function propio(ctx: UserContext, conteos: ConteosDeTienda): Promise<EmprendimientoPrivado | null> {
  const [vivo] = await loadPrivados(ctx, delUsuario(ctx), conteos, {
    limit: 1,
    offset: 0,
    orderBy: [sql`(${emprendimientos.estado} = 'Eliminado')`, desc(emprendimientos.createdAt)],
  });
  return vivo ?? null;
}

/** `{id}` of GET/PUT /{id} and consultarEstado: the caller's own user id or one of its emprendimiento ids. */
async function resolver(ctx: UserContext, id: string, conteos: ConteosDeTienda): Promise<EmprendimientoPrivado> {
  const ref = interpretarId(ctx.usuario, id);
  const found = ref.tipo === 'propio' ? await propio(ctx, conteos) : await loadPrivado(ctx, ref.id, conteos);
  if (!found || found.ownerUserId !== ctx.usuario.sub) throw emprendimientoNoEncontrado();
  return found;
}

/**
 * GET /verificar/{userId}: the seller profile is complete once the emprendimiento exists, in any
 * estado: a Pendiente or Rechazado one is shown on the dashboard, an Eliminado one sends the
 * seller to /cuenta-desactivada (docs/producto/identidad.md#guardia-y-post-login), never back to complete-profile.
 */
export async function verificar(ctx: UserContext, userId: string): Promise<Verificacion> {
  exigirPropio(ctx.usuario, userId);
  const [row] = await ctx.db.select({ id: emprendimientos.id }).from(emprendimientos).where(delUsuario(ctx)).limit(1);
  return { completo: row !== undefined };
}

export async function obtener(ctx: UserContext, id: string, conteos: ConteosDeTienda): Promise<EmprendimientoPrivado> {
  return resolver(ctx, id, conteos);
}

export async function listar(
  ctx: UserContext,
  estado: EstadoEmprendimiento | undefined,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado[]> {
  return loadPrivados(ctx, and(delUsuario(ctx), estado ? eq(emprendimientos.estado, estado) : undefined), conteos);
}

/** Logos come from our own upload endpoint (or the demo images): never an outside address. */
const LOGO_PROPIO = /^\/uploads\/[a-z0-9][a-z0-9-]{0,62}\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.webp$/;

async function validar(ctx: UserContext, input: EmprendimientoInputParsed): Promise<void> {
  if (input.logo && !LOGO_PROPIO.test(input.logo)) throw errorDe('LOGO_INVALIDO');
  await exigirRubroYProvincia(ctx, input);
}

const columnas = (input: EmprendimientoInputParsed) => ({
  nombre: input.nombre,
  descripcion: input.descripcion,
  rubroId: input.idRubro,
  provinciaId: input.idProvincia,
  ciudad: input.ciudad,
  calle: input.calle,
  numero: input.numero,
  logoUrl: input.logo ?? null,
  titular: input.titular,
  cuit: input.cuit,
  cbu: input.cbu,
  alias: input.alias,
  // Contact before buying (decision 040): already normalised by the contract.
  whatsapp: input.whatsapp,
  instagram: input.instagram,
  emailPublico: input.emailPublico,
});

/** POST /: the new emprendimiento is a solicitud, Pendiente until an admin reviews it. */
export async function crear(
  ctx: UserContext,
  input: EmprendimientoInputParsed,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado> {
  await validar(ctx, input);
  const existente = await ctx.db
    .select({ id: emprendimientos.id })
    .from(emprendimientos)
    .where(and(delUsuario(ctx), ne(emprendimientos.estado, 'Eliminado')))
    .limit(1);
  if (existente.length > 0) throw errorDe('EMPRENDIMIENTO_YA_EXISTE');
  try {
    const [row] = await ctx.db
      .insert(emprendimientos)
      .values({ ...columnas(input), ownerUserId: ctx.usuario.sub, estado: 'Pendiente' })
      .returning({ id: emprendimientos.id });
    return (await loadPrivado(ctx, row!.id, conteos))!;
  } catch (err) {
    // Two tabs submitting at once: the partial unique index keeps one live emprendimiento per seller.
    if (isUniqueViolation(err)) throw errorDe('EMPRENDIMIENTO_YA_EXISTE');
    throw err;
  }
}

/** PUT /{id}: a Rechazado solicitud goes back to Pendiente for a new review; Eliminado is final. */
export async function actualizar(
  ctx: UserContext,
  id: string,
  input: EmprendimientoInputParsed,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado> {
  const actual = await resolver(ctx, id, conteos);
  if (actual.estado === 'Eliminado') throw errorDe('EMPRENDIMIENTO_DESACTIVADO');
  await validar(ctx, input);
  const reenviar = actual.estado === 'Rechazado';
  await ctx.db
    .update(emprendimientos)
    .set({
      ...columnas(input),
      ...(reenviar ? { estado: 'Pendiente', motivoRechazo: null, fechaRevision: null, revisadoPor: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(emprendimientos.id, actual.id), delUsuario(ctx)));
  return (await loadPrivado(ctx, actual.id, conteos))!;
}

/**
 * PUT /desactivar/{userId} (docs/producto/identidad.md#baja-del-emprendimiento): the live emprendimiento becomes Eliminado, leaves the
 * public site at once (the estado trigger hides its products) and the SPA sends the seller to
 * /cuenta-desactivada. Repeating it answers the same deactivated emprendimiento.
 */
export async function desactivar(
  ctx: UserContext,
  userId: string,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado> {
  exigirPropio(ctx.usuario, userId);
  const actual = await propio(ctx, conteos);
  if (!actual) throw emprendimientoNoEncontrado();
  if (actual.estado !== 'Eliminado') {
    await ctx.db
      .update(emprendimientos)
      .set({ estado: 'Eliminado', updatedAt: new Date() })
      .where(and(eq(emprendimientos.id, actual.id), delUsuario(ctx)));
  }
  return (await loadPrivado(ctx, actual.id, conteos))!;
}

/** GET /consultarEstado/{id}?estado=: whether the emprendimiento is in that estado (docs/producto/api.md#emprendimiento boolean-like). */
export async function consultarEstado(
  ctx: UserContext,
  id: string,
  estado: EstadoEmprendimiento,
  conteos: ConteosDeTienda,
): Promise<{ estado: EstadoEmprendimiento; coincide: boolean }> {
  const actual = await resolver(ctx, id, conteos);
  return { estado: actual.estado, coincide: actual.estado === estado };
}
