import type { FastifyPluginAsync } from 'fastify';
import { PUBLICO_PREFIJO, tiendaPublicaApi as api } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico, jsonPublicoEscrito } from '../../lib/json-publico';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as tienda from '../../modules/tienda/tienda.service';
import { cuponesAnunciados } from '../../modules/promociones/cupones-publicos';
import { mediosDePagoDe } from './medios-de-pago';
import { tiempoDeRespuesta } from '../../modules/preguntas/preguntas.service';

const doc = (summary: string): DocRuta => ({ tags: ['Tienda (público)'], summary, errores: [400, 404] });

/** docs/producto/api.md#publicas-del-comprador "full shop load in parallel" (contracts `tiendaPublicaApi`). */
export const tiendaRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, `${PUBLICO_PREFIJO}/tienda`);
  ruta(api.porSlug, doc('Tienda por su dirección legible (actual o anterior)'), async (req) =>
    tienda.tiendaPorSlug(contextFrom(req), req.params.slug),
  );
  // The shop's reads answer from the instance's JSON cache, filed under the shop (decision 046).
  // One statement: the shop's row with its answer time (docs/producto/preguntas.md#tiempo-de-respuesta)
  // and its payment methods as columns their owners write (decision 091), shared by the requests that
  // ask at once (decision 100); a shop that is not public answers 404.
  const datosDeTienda = tienda.lectorDeTienda(() => ({
    respondeEnMinutos: tiempoDeRespuesta,
    mediosDePago: mediosDePagoDe(app),
  }));
  ruta(api.obtener, doc('Datos de la tienda'), async (req) =>
    jsonPublico(req, api.obtener, req.params.id, () => datosDeTienda(contextFrom(req), req.params.id)),
  );
  ruta(api.apariencia, doc('Apariencia de la tienda'), async (req) =>
    jsonPublico(req, api.apariencia, req.params.id, () => tienda.obtenerApariencia(contextFrom(req), req.params.id)),
  );
  ruta(api.productos, doc('Productos de la tienda'), async (req) =>
    jsonPublico(req, api.productos, req.params.id, () => tienda.productosDeTienda(contextFrom(req), req.params.id)),
  );
  // Its products as the database writes them (decision 101).
  ruta(api.paginaProductos, doc('Página de productos de la tienda'), async (req) =>
    jsonPublicoEscrito(req, api.paginaProductos, req.params.id, () =>
      tienda.paginaProductosDeTienda(contextFrom(req), req.params.id, req.query),
    ),
  );
  ruta(api.catalogos, doc('Catálogos de la tienda'), async (req) =>
    jsonPublico(req, api.catalogos, req.params.id, () => tienda.catalogosDeTienda(contextFrom(req), req.params.id)),
  );
  // Not from the JSON cache: a coupon starts, ends or runs out by itself (decision 065).
  ruta(api.cupones, doc('Cupones vigentes de la tienda'), async (req) => {
    const ctx = contextFrom(req);
    await tienda.obtenerTienda(ctx, req.params.id);
    return cuponesAnunciados(ctx, req.params.id);
  });
};
