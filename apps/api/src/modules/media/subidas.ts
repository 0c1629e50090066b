import type { FastifyInstance } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  SUBIDA_HUERFANA_MS,
  SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO,
  SUBIDAS_MAX_POR_EMPRENDIMIENTO,
  SUBIDAS_SIN_USAR_MAX,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { subidas } from '../../db/schema';
import { bloquearEmprendimiento, emprendimientoVivoDe } from '../emprendimientos/emprendimientos.queries';
import { queryRows } from '../../db/sql';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { almacenamientoDe } from '../../platform/almacenamiento';
import { IMAGE_SIZES, type StoredImage } from './image.service';

// Uploads and their quotas (decision 023): every upload belongs to a shop (pending is
// fine), a shop has a ceiling on stored images and bytes, at most SUBIDAS_SIN_USAR_MAX uploads
// may wait unused, and what nothing references 24 h after its upload is deleted.

/**
 * Where an uploaded image can be in use, as SQL over its url. The modules that keep images (shops,
 * appearances, products) import this one, so the caller passes their composed predicate
 * (http/imagen-en-uso.ts) instead of this module importing them (docs/arquitectura.md#capas).
 */
export type EnUso = (url: SQL) => SQL;

/** In use when any of these says so: one `or` over the owners' predicates. */
export const enUsoEnAlguno =
  (...predicados: readonly EnUso[]): EnUso =>
  (url) =>
    sql`(${sql.join(
      predicados.map((p) => p(url)),
      sql` or `,
    )})`;
const URL_SUBIDA = sql.raw('s.url');

/** Read-only SQL for other modules: this shop uploaded the image. */
export const esSubidaDe = (emprendimientoId: string, url: string): SQL =>
  sql`exists (select 1 from app.subidas s where s.emprendimiento_id = ${emprendimientoId} and s.url = ${url})`;

/** When the retry of a refused upload can succeed: the hourly sweep frees unused uploads (seconds). */
const REINTENTAR_SIN_USAR_S = 3600;

interface Uso {
  cantidad: number;
  bytes: number;
  sin_usar: number;
}

/** What a shop's uploads take: images, stored bytes, and how many wait unused. */
export async function usoDeSubidas(
  db: Database,
  emprendimientoId: string,
  enUso: EnUso,
): Promise<{ cantidad: number; bytes: number; sinUsar: number }> {
  const u = await uso(db, emprendimientoId, enUso);
  return { cantidad: u.cantidad, bytes: u.bytes, sinUsar: u.sin_usar };
}

/** Which of these URLs are uploads that count against a shop. */
export async function subidasRegistradas(db: Database, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  return (
    await db
      .select({ url: subidas.url })
      .from(subidas)
      .where(inArray(subidas.url, [...urls]))
  ).map((s) => s.url);
}

async function uso(db: Database, emprendimientoId: string, enUso: EnUso): Promise<Uso> {
  const [fila] = await queryRows<Uso>(
    db,
    sql`select count(*)::int as cantidad, coalesce(sum(s.bytes), 0)::bigint::float8 as bytes,
               (count(*) filter (where not ${enUso(URL_SUBIDA)}))::int as sin_usar
        from app.subidas s where s.emprendimiento_id = ${emprendimientoId}`,
  );
  return fila ?? { cantidad: 0, bytes: 0, sin_usar: 0 };
}

/** What an upload adds: images, bytes, and whether they wait unused (a logo or banner not saved yet). */
interface Nuevas {
  cantidad: number;
  bytes: number;
  sinUsar: boolean;
}

function exigirCupo(actual: Uso, nuevas: Nuevas): void {
  if (
    actual.cantidad + nuevas.cantidad > SUBIDAS_MAX_POR_EMPRENDIMIENTO ||
    actual.bytes + nuevas.bytes > SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO
  ) {
    throw errorDe('CUOTA_IMAGENES_EXCEDIDA');
  }
  if (nuevas.sinUsar && actual.sin_usar + nuevas.cantidad > SUBIDAS_SIN_USAR_MAX) {
    throw errorDe('DEMASIADAS_SUBIDAS_SIN_USAR', REINTENTAR_SIN_USAR_S);
  }
}

/**
 * The caller's live shop (any estado but Eliminado) that an upload will count against, checked
 * BEFORE the file is decoded: a seller without a shop, or over its quota, costs no CPU.
 */
export async function emprendimientoParaSubir(
  ctx: UserContext,
  nuevas: Omit<Nuevas, 'bytes'>,
  enUso: EnUso,
): Promise<string> {
  const propio = await emprendimientoVivoDe(ctx.db, ctx.usuario.sub);
  if (!propio) throw errorDe('SUBIDA_SIN_EMPRENDIMIENTO');
  await exigirCupoLibre(ctx.db, propio, nuevas, enUso);
  return propio;
}

/** The same check for a shop already known (product photos). */
export async function exigirCupoLibre(
  db: Database,
  emprendimientoId: string,
  nuevas: Omit<Nuevas, 'bytes'>,
  enUso: EnUso,
): Promise<void> {
  exigirCupo(await uso(db, emprendimientoId, enUso), { ...nuevas, bytes: 0 });
}

/**
 * Records stored images against the shop, inside the caller's transaction. The shop row is locked
 * first, so two uploads at once cannot pass the quota together; over it, the caller's transaction
 * fails and the caller removes the files.
 */
export async function registrarSubidas(
  tx: Database,
  emprendimientoId: string,
  imagenes: readonly StoredImage[],
  { sinUsar }: { sinUsar: boolean },
  enUso: EnUso,
): Promise<void> {
  if (imagenes.length === 0) return;
  await bloquearEmprendimiento(tx, emprendimientoId);
  const bytes = imagenes.reduce((t, i) => t + i.bytes, 0);
  exigirCupo(await uso(tx, emprendimientoId, enUso), { cantidad: imagenes.length, bytes, sinUsar });
  await tx.insert(subidas).values(imagenes.map((i) => ({ url: i.url, emprendimientoId, bytes: i.bytes })));
}

/** The storage keys of the full-size file and its thumbnail (the URL without its leading slash). */
export function archivosDe(url: string): string[] {
  return [url, url.replace(/\.webp$/, `-${IMAGE_SIZES.thumb}.webp`)].map((u) => u.slice(1));
}

/** Deletes the images' files from the data dir's storage (the directory or the bucket, decision 088). */
export async function borrarArchivos(dataDir: string, urls: readonly string[]): Promise<void> {
  await almacenamientoDe(dataDir).borrar(urls.flatMap(archivosDe));
}

/** A deleted product photo no longer counts against the shop (its files are removed by the caller). */
export async function olvidarSubidas(db: Database, urls: readonly string[]): Promise<void> {
  if (urls.length > 0) await db.delete(subidas).where(inArray(subidas.url, [...urls]));
}

/**
 * Deletes every upload that nothing references SUBIDA_HUERFANA_MS after it was uploaded: files
 * first, then the row (a crash in between leaves a row the next sweep finishes). Returns how many.
 * `ahora` is the clock, so a test can move it.
 */
export async function barrerSubidasHuerfanas(
  db: Database,
  dataDir: string,
  enUso: EnUso,
  ahora: Date = new Date(),
): Promise<number> {
  const limite = new Date(ahora.getTime() - SUBIDA_HUERFANA_MS).toISOString();
  let total = 0;
  for (;;) {
    const lote = await queryRows<{ url: string }>(
      db,
      sql`select s.url from app.subidas s where s.creada_en < ${limite} and not ${enUso(URL_SUBIDA)} limit ${LOTE}`,
    );
    const urls = lote.map((h) => h.url);
    await borrarArchivos(dataDir, urls);
    await olvidarSubidas(db, urls);
    total += urls.length;
    if (urls.length < LOTE) return total;
  }
}
const LOTE = 200;

const CADA_MS = 60 * 60 * 1000;
const PRIMERA_MS = 60 * 1000;

/**
 * Runs the sweep a minute after start-up and every hour, on timers that never keep the process
 * alive and stop when the app closes. Each instance sweeps; the deletes are idempotent. This moves
 * to the persistent job queue when it lands (docs/arquitectura.md#persistencia).
 */
export function programarBarridoSubidas(app: FastifyInstance, dataDir: string, enUso: EnUso): void {
  const barrer = () => {
    barrerSubidasHuerfanas(app.db, dataDir, enUso)
      .then((n) => n > 0 && app.log.info({ borradas: n }, 'subidas sin usar borradas'))
      .catch((err: unknown) => app.log.error({ err }, 'no se pudieron borrar las subidas sin usar'));
  };
  const primera = setTimeout(barrer, PRIMERA_MS).unref();
  const cada = setInterval(barrer, CADA_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(primera);
    clearInterval(cada);
  });
}
