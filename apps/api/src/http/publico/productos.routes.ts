import type { FastifyPluginAsync } from 'fastify';
import { PUBLICO_PREFIJO, productosPublicosApi as api } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico } from '../../lib/json-publico';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as referencias from '../../modules/referencias/referencias.service';
import * as productos from '../../modules/productos/productos.service';
import { resumenDeProducto } from '../../modules/preguntas/preguntas.service';
import { mediosDePagoDe } from './medios-de-pago';

const doc = (summary: string, errores: number[] = [400, 404]): DocRuta => ({
  tags: ['Productos (público)'],
  summary,
  errores,
});

/** docs/producto/api.md#productos / docs/producto/api.md#publicas-del-comprador public product reads (contracts `productosPublicosApi`). */
export const productosRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, `${PUBLICO_PREFIJO}/productos`);
  // Public reads answer from the instance's JSON cache with an ETag (decision 046).
  ruta(api.buscar, doc('Buscar productos'), async (req) =>
    jsonPublico(req, api.buscar, null, () => productos.buscarProductos(contextFrom(req), req.query)),
  );
  ruta(api.masVendidos, doc('Productos más vendidos'), async (req) =>
    jsonPublico(req, api.masVendidos, null, () => productos.masVendidos(contextFrom(req), req.query.size)),
  );
  ruta(api.tipos, doc('Tipos de producto', []), async (req) => referencias.listarTipos(contextFrom(req)));
  ruta(api.deEmprendimiento, doc('Productos públicos de un emprendimiento'), async (req) =>
    jsonPublico(req, api.deEmprendimiento, req.params.idEmprendimiento, () =>
      productos.productosDeEmprendimiento(contextFrom(req), req.params.idEmprendimiento),
    ),
  );
  // docs/producto/preguntas.md#en-la-pagina: the latest answers travel with the product, and
  // docs/producto/pagos.md#medios-de-pago what its shop takes: columns their owners write, in the
  // product's one statement (decision 091), shared by the requests that ask at once (decision 100).
  const producto = productos.lectorDeProducto(() => ({
    preguntas: resumenDeProducto,
    mediosDePago: mediosDePagoDe(app),
  }));
  ruta(api.obtener, doc('Producto'), async (req) =>
    jsonPublico(
      req,
      api.obtener,
      (p) => p.idEmprendimiento,
      () => producto(contextFrom(req), req.params.id),
    ),
  );
  ruta(api.imagenes, doc('Imágenes de un producto'), async (req) => {
    let tienda: string | null = null;
    return jsonPublico(
      req,
      api.imagenes,
      () => tienda,
      async () => {
        const r = await productos.imagenesConTienda(contextFrom(req), req.params.id);
        tienda = r.idEmprendimiento;
        return r.imagenes;
      },
    );
  });
};
