import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { EmprendimientoPublico } from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { leerAjenas, selectDeAjenas, type ColumnaAjena, type Leidas } from '../../db/sql';
import { nombreDeProvincia, nombreDeRubro } from '../referencias/referencias.queries';
import { aCalificacion } from '../../lib/calificacion';
import { columnaDe } from '../../db/sql';
import type { ServiceContext } from '../../lib/context';
import type { ConteosDeTienda } from './conteos';
import { queryPreparada } from '../../db/preparadas';
import { arrayDeUuid, lectorPorUuid } from '../../db/lotes';

/**
 * Public shops for a list of ids, in that order, in one query. Bank details (titular, CUIT,
 * CBU, alias) are never selected here: they are not part of the public shape.
 */
export async function loadEmprendimientos(
  ctx: ServiceContext,
  ids: readonly string[],
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPublico[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      e: {
        id: emprendimientos.id,
        nombre: emprendimientos.nombre,
        descripcion: emprendimientos.descripcion,
        estado: emprendimientos.estado,
        calle: emprendimientos.calle,
        numero: emprendimientos.numero,
        ciudad: emprendimientos.ciudad,
        logoUrl: emprendimientos.logoUrl,
        bannerUrl: emprendimientos.bannerUrl,
        createdAt: emprendimientos.createdAt,
        slug: emprendimientos.slug,
        whatsapp: emprendimientos.whatsapp,
        instagram: emprendimientos.instagram,
        emailPublico: emprendimientos.emailPublico,
      },
      rubro: { idRubro: emprendimientos.rubroId, nombre: nombreDeRubro(columnaDe(emprendimientos.rubroId)) },
      provincia: {
        idProvincia: emprendimientos.provinciaId,
        nombre: nombreDeProvincia(columnaDe(emprendimientos.provinciaId)),
      },
      cantidadProductos: conteos.productos(columnaDe(emprendimientos.id), 'publicos'),
      ...resumenPublico(conteos),
    })
    .from(emprendimientos)
    .where(inArray(emprendimientos.id, [...ids]));
  const byId = new Map(rows.map((row): [string, EmprendimientoPublico] => [row.e.id, aEmprendimientoPublico(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the shop's statement offers the columns of other modules: the shop's id. */
export interface FilaDeTienda {
  tienda: SQLWrapper;
}

/** A shop's row as the public shop's statement reads it. */
type FilaTiendaPublica = {
  id: string;
  nombre: string;
  descripcion: string;
  estado: string;
  calle: string;
  numero: string;
  ciudad: string;
  logo_url: string | null;
  banner_url: string | null;
  created_at: string | Date;
  slug: string;
  whatsapp: string | null;
  instagram: string | null;
  email_publico: string | null;
  rubro_id: number;
  rubro: string;
  provincia_id: number;
  provincia: string;
  cantidad_productos: number;
  calificacion: string | null;
  num_resenas: number;
  vendidos: number | string;
};

/**
 * A reader of shops' public rows (the storefront's GET tienda/{id}), the same columns as
 * loadEmprendimientos as a prepared statement (db/preparadas.ts): the storefront misses its cache on
 * every first read of a shop, and building, parsing and planning this select with its six
 * subqueries each time cost more than running it (decision 091). The shops several requests ask for
 * at once are read by ONE statement (db/lotes.ts, decision 100), with the other modules' columns
 * `columnasDe` gives for it (its answer time, its payment methods) after the shop's own fields.
 * Resolves undefined when there is no such shop (whatever its state: the caller decides).
 */
export function lectorDeEmprendimiento<C extends Record<string, ColumnaAjena<FilaDeTienda>>>(
  conteos: ConteosDeTienda,
  columnasDe: () => C,
): (ctx: ServiceContext, id: string) => Promise<(EmprendimientoPublico & Leidas<C>) | undefined> {
  const leer = lectorPorUuid<EmprendimientoPublico & Leidas<C>>(
    async (db, ids) => {
      const columnas = columnasDe();
      const e = sql`e.id`;
      const rows = await queryPreparada<FilaTiendaPublica>(
        db,
        sql`select e.id, e.nombre, e.descripcion, e.estado, e.calle, e.numero, e.ciudad, e.logo_url, e.banner_url,
                 e.created_at, e.slug, e.whatsapp, e.instagram, e.email_publico,
                 e.rubro_id, ${nombreDeRubro(sql`e.rubro_id`)} as rubro,
                 e.provincia_id, ${nombreDeProvincia(sql`e.provincia_id`)} as provincia,
                 pv.productos as cantidad_productos,
                 ${conteos.calificacion(e)} as calificacion, ${conteos.numResenas(e)} as num_resenas,
                 pv.vendidos ${selectDeAjenas(columnas, { tienda: e })}
            from app.emprendimientos e left join lateral ${conteos.publicosYVendidos(e)} pv on true
           where e.id = any(${arrayDeUuid(ids)}::uuid[])`,
      );
      return new Map(rows.map((r) => [r.id, { ...aTiendaPublica(r), ...leerAjenas(columnas, r) }]));
    },
    { nombre: 'tienda' },
  );
  return (ctx, id) => leer(ctx.db, id);
}

function aTiendaPublica(r: FilaTiendaPublica): EmprendimientoPublico {
  return aEmprendimientoPublico({
    e: {
      id: r.id,
      nombre: r.nombre,
      descripcion: r.descripcion,
      estado: r.estado,
      calle: r.calle,
      numero: r.numero,
      ciudad: r.ciudad,
      logoUrl: r.logo_url,
      bannerUrl: r.banner_url,
      createdAt: new Date(r.created_at),
      slug: r.slug,
      whatsapp: r.whatsapp,
      instagram: r.instagram,
      emailPublico: r.email_publico,
    },
    rubro: { idRubro: r.rubro_id, nombre: r.rubro },
    provincia: { idProvincia: r.provincia_id, nombre: r.provincia },
    cantidadProductos: r.cantidad_productos,
    calificacion: r.calificacion,
    numResenas: r.num_resenas,
    vendidos: r.vendidos,
  });
}

/** Rating, review count and units sold of the shop, for the select of a public or private load. */
export function resumenPublico(conteos: ConteosDeTienda) {
  const id = columnaDe(emprendimientos.id);
  return {
    calificacion: conteos.calificacion(id),
    numResenas: conteos.numResenas(id),
    vendidos: conteos.vendidos(id),
  };
}

export interface FilaEmprendimiento {
  e: {
    id: string;
    nombre: string;
    descripcion: string;
    estado: string;
    calle: string;
    numero: string;
    ciudad: string;
    logoUrl: string | null;
    bannerUrl: string | null;
    createdAt: Date;
    slug: string;
    whatsapp: string | null;
    instagram: string | null;
    emailPublico: string | null;
  };
  rubro: EmprendimientoPublico['rubro'];
  provincia: EmprendimientoPublico['provincia'];
  cantidadProductos: number;
  calificacion: string | null;
  numResenas: number;
  vendidos: number | string;
}

/** Row → public shape; the seller's private view extends it (emprendedor/emprendimiento-privado.ts). */
export function aEmprendimientoPublico({
  e,
  rubro,
  provincia,
  cantidadProductos,
  calificacion,
  numResenas,
  vendidos,
}: FilaEmprendimiento): EmprendimientoPublico {
  return {
    id: e.id,
    nombre: e.nombre,
    descripcion: e.descripcion,
    // docs/producto/entidades.md "Emprendimiento (public)": one image for cards; the logo, else the banner.
    rutaImagen: e.logoUrl ?? e.bannerUrl,
    logo: e.logoUrl,
    banner: e.bannerUrl,
    direccion: { calle: e.calle, numero: e.numero, ciudad: e.ciudad, provincia: provincia.nombre },
    rubro,
    provincia,
    estado: e.estado as EmprendimientoPublico['estado'],
    cantidadProductos: Number(cantidadProductos),
    fechaAlta: e.createdAt.toISOString(),
    slug: e.slug,
    verificado: e.estado === 'Activo',
    calificacion: aCalificacion(calificacion),
    numReseñas: Number(numResenas),
    vendidos: Number(vendidos),
    contacto: { whatsapp: e.whatsapp, instagram: e.instagram, email: e.emailPublico },
  };
}
