import { aparienciaPorDefecto } from '@feria/contracts';
import type { Database } from '../db/client';
import { enlazarProductos, insertarCatalogos } from '../modules/catalogos/catalogos.queries';
import { insertarCompradores } from '../modules/compradores/compradores.queries';
import { insertarEmprendimiento } from '../modules/emprendimientos/emprendimientos.queries';
import { insertarProductos } from '../modules/productos/productos.queries';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { DEMO_COMPRADORES } from '../demo/demo-compradores';
import { DEMO_SOLICITUDES } from '../demo/demo-solicitudes';
import { normalizarInstagram, normalizarWhatsapp } from '@feria/contracts';
import type { DemoEmprendimiento, DemoSolicitud } from '../demo/demo-types';
import { renderDemoImages, type ShopImages } from './demo-images';
import { referenceIds, type ReferenceIds } from '../modules/referencias/referencias.queries';
import { demoOwnerId } from '../lib/demo-owner';
import { guardarApariencia } from '../modules/apariencia/apariencia.queries';
import { insertarCupon, insertarDescuento } from '../modules/promociones/promociones.queries';
import { DEMO_CUPONES } from '../demo/demo-cupones';
import { seedDemoVentas, type TiendaSembrada } from './demo-ventas';
import { conectarTiendasDemo, type CobrosDemo } from './demo-cobros';
import { insertarDireccionesDemo } from './demo-direcciones';
import { seedDemoEnvios } from './demo-envios';

const DAY_MS = 86_400_000;

export { demoOwnerId };

/**
 * Inserts the demo marketplace: images first (slow, outside the transaction),
 * then every shop with its catalogs, appearance and products, and the demo buyers' profiles
 *, in one transaction.
 */
export async function seedDemo(
  db: Database,
  dataDir: string,
  shops: readonly DemoEmprendimiento[] = DEMO_EMPRENDIMIENTOS,
  /** These shops' picture URLs, drawn by the caller (dibujosDiferidos); default: drawn here first. */
  imagenes?: ShopImages[],
  /** With the embedded sandbox: connect the demo shops to their test seller accounts (docs/producto/demo.md#cobros). */
  cobros?: CobrosDemo,
): Promise<void> {
  const images = imagenes ?? (await renderDemoImages(shops, dataDir));
  const ids = await referenceIds(db);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const tiendas: TiendaSembrada[] = [];
    for (const [i, shop] of shops.entries())
      tiendas.push(await insertShop(tx as unknown as Database, shop, images[i]!, ids, now - i * 3 * DAY_MS));
    await seedDemoEnvios(
      tx as unknown as Database,
      shops,
      tiendas.map((t) => t.emprendimientoId),
      ids,
    );
    await insertCompradores(tx as unknown as Database, ids);
    await insertarDireccionesDemo(tx as unknown as Database, ids);
    // Sales, reviews and metrics from the same demo orders (decision 064).
    await seedDemoVentas(tx as unknown as Database, tiendas, now);
    if (cobros)
      await conectarTiendasDemo(
        tx as unknown as Database,
        cobros,
        tiendas.map((t, i) => ({
          emprendimientoId: t.emprendimientoId,
          soloTransferencia: !!shops[i]!.soloTransferencia,
        })),
        new Date(now),
      );
    for (const s of DEMO_SOLICITUDES) await insertSolicitud(tx as unknown as Database, s, ids, now);
  });
}

async function insertShop(
  db: Database,
  shop: DemoEmprendimiento,
  img: ShopImages,
  ids: ReferenceIds,
  alta: number,
): Promise<TiendaSembrada> {
  const emprendimientoId = await insertarEmprendimiento(db, {
    ownerUserId: demoOwnerId(shop.owner.email),
    nombre: shop.nombre,
    descripcion: shop.descripcion,
    rubroId: ids.rubro(shop.rubro),
    estado: 'Activo',
    calle: shop.calle,
    numero: shop.numero,
    ciudad: shop.ciudad,
    provinciaId: ids.provincia(shop.provincia),
    logoUrl: img.logo,
    bannerUrl: img.banner,
    titular: shop.titular,
    cuit: shop.cuit,
    cbu: shop.cbu,
    alias: shop.alias,
    createdAt: new Date(alta - 90 * DAY_MS),
    ...contactoDemo(shop.contacto),
  });

  const catalogoIds = await insertarCatalogos(db, emprendimientoId, shop.catalogos);
  const catalogoId = (nombre: string) => {
    const id = catalogoIds[shop.catalogos.findIndex((c) => c.nombre === nombre)];
    if (id === undefined) throw new Error(`Catálogo desconocido en ${shop.nombre}: ${nombre}`);
    return id;
  };

  const { catalogosSeleccionados, ...apariencia } = shop.apariencia;
  await guardarApariencia(db, emprendimientoId, {
    ...aparienciaPorDefecto(shop.nombre),
    ...apariencia,
    banner: img.banner,
    logo: img.logo,
    catalogosSeleccionados: catalogosSeleccionados.map(catalogoId),
  });

  // Published over the weeks before the shop's demo orders (spread so "newest first" has a visible order).
  const fechaAlta = (j: number) => new Date(alta - 60 * DAY_MS - j * 0.5 * DAY_MS);
  const productoIds = await insertarProductos(
    db,
    emprendimientoId,
    shop.productos.map((p, j) => ({
      fila: {
        nombre: p.nombre,
        descripcion: p.descripcion,
        precio: p.precio,
        stock: p.stock,
        sku: p.sku,
        tipoProductoId: ids.tipo(p.tipo),
        habilitado: p.habilitado ?? true,
        fechaAlta: fechaAlta(j),
        opciones: p.opciones ?? [],
      },
      atributos: p.atributos,
      variantes: p.variantes ?? [],
      imagenes: (img.productos.get(p.sku) ?? []).map((url, orden) => ({ url, principal: orden === 0, orden })),
    })),
  );
  await enlazarProductos(
    db,
    shop.productos.flatMap((p, j) =>
      p.catalogos.map((c) => ({ catalogoId: catalogoId(c), productoId: productoIds[j]! })),
    ),
  );
  await insertarDescuentosDemo(db, emprendimientoId, shop, productoIds);
  // Its coupon, announced on its page (decision 065).
  const cupon = DEMO_CUPONES[shop.nombre];
  if (cupon)
    await insertarCupon(db, emprendimientoId, {
      codigo: cupon.codigo,
      tipo: cupon.tipo,
      valor: cupon.valor,
      descripcion: cupon.descripcion,
      montoMinimo: cupon.montoMinimo ?? null,
      cantidadMinima: cupon.cantidadMinima ?? null,
      fechaInicio: null,
      fechaFin: cupon.diasRestantes === undefined ? null : new Date(Date.now() + cupon.diasRestantes * DAY_MS),
      usosMaximos: null,
      usosPorComprador: 1,
      activo: true,
    });
  return {
    emprendimientoId,
    soloTransferencia: shop.soloTransferencia === true,
    productos: shop.productos.map((p, j) => ({
      id: productoIds[j]!,
      nombre: p.nombre,
      precio: p.precio,
      fechaAlta: fechaAlta(j),
      vendidos: p.vendidos,
      habilitado: p.habilitado ?? true,
    })),
  };
}

/** The demo contact typed as a seller would, normalised like the profile form does. */
function contactoDemo(c: DemoEmprendimiento['contacto']) {
  return {
    whatsapp: c?.whatsapp ? normalizarWhatsapp(c.whatsapp) : null,
    instagram: c?.instagram ? normalizarInstagram(c.instagram) : null,
    emailPublico: c?.email ?? null,
  };
}

/** A demo shop request (decision 040): Pendiente, or Rechazado with its reason; never public. */
async function insertSolicitud(db: Database, s: DemoSolicitud, ids: ReferenceIds, now: number): Promise<void> {
  const enviada = new Date(now - s.diasAtras * DAY_MS);
  await insertarEmprendimiento(db, {
    ownerUserId: demoOwnerId(s.owner.email),
    nombre: s.nombre,
    descripcion: s.descripcion,
    rubroId: ids.rubro(s.rubro),
    provinciaId: ids.provincia(s.provincia),
    estado: s.estado,
    calle: s.calle,
    numero: s.numero,
    ciudad: s.ciudad,
    titular: s.titular,
    cuit: s.cuit,
    cbu: s.cbu,
    alias: s.alias,
    createdAt: enviada,
    ...(s.estado === 'Rechazado'
      ? {
          motivoRechazo: s.motivoRechazo ?? null,
          fechaRevision: new Date(enviada.getTime() + DAY_MS),
          revisadoPor: demoOwnerId('admin@demo.feria.ar'),
        }
      : {}),
  });
}

/** The demo products' discounts become the shop's discount rows: one per percentage and end date (labelled demo). */
async function insertarDescuentosDemo(
  db: Database,
  emprendimientoId: string,
  shop: DemoEmprendimiento,
  productoIds: readonly string[],
): Promise<void> {
  const grupos = new Map<string, { porcentaje: number; diasRestantes: number | null; ids: string[] }>();
  shop.productos.forEach((p, j) => {
    if (!p.descuento) return;
    const clave = `${p.descuento.porcentaje}:${p.descuento.diasRestantes ?? ''}`;
    const grupo = grupos.get(clave) ?? {
      porcentaje: p.descuento.porcentaje,
      diasRestantes: p.descuento.diasRestantes ?? null,
      ids: [],
    };
    grupo.ids.push(productoIds[j]!);
    grupos.set(clave, grupo);
  });
  for (const g of grupos.values()) {
    const fechaFin = g.diasRestantes === null ? null : new Date(Date.now() + g.diasRestantes * DAY_MS);
    await insertarDescuento(
      db,
      emprendimientoId,
      { tipo: 'PORCENTAJE', valor: g.porcentaje, descripcion: `Promo demo: ${g.porcentaje} % OFF`, fechaFin },
      g.ids,
    );
  }
}

/** Buyer profiles of the demo buyer accounts; skipped if a profile already exists for that user. */
export async function insertCompradores(db: Database, ids: ReferenceIds): Promise<void> {
  await insertarCompradores(
    db,
    DEMO_COMPRADORES.map(({ direccion: { provincia, ...direccion }, ...c }) => ({
      userId: c.userId,
      email: c.email,
      nombre: c.nombre,
      apellido: c.apellido,
      dni: c.dni,
      telefono: c.telefono,
      ...direccion,
      provinciaId: ids.provincia(provincia),
    })),
  );
}
