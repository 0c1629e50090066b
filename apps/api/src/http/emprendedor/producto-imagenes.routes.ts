import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  idParams,
  PRODUCTOS_VENDEDOR_PREFIJO,
  productoImagen,
  productosVendedorApi as api,
  RUTA_SUBIR_IMAGENES_PRODUCTO,
  rutaFastify,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { BEARER } from '../../plugins/docs';
import { imagenEnUso } from '../imagen-en-uso';
import { bytesDelArchivo } from '../../modules/media/archivo-subido';
import { MAX_IMAGE_BYTES } from '../../modules/media/image.service';
import {
  agregarImagenes,
  eliminarImagen,
  MAX_IMAGENES_PRODUCTO,
  ordenarImagenes,
} from '../../modules/productos/producto-imagenes.service';

const tags = ['Emprendedor: productos'];
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  429: errorBody,
  503: errorBody,
};
const CAMPO = 'files';

/**
 * The uploaded files of a multipart request, read one at a time (never more than one 5 MB buffer
 * waits in memory). Only parts named `files`; other fields are ignored.
 */
async function* archivos(req: FastifyRequest): AsyncGenerator<Buffer> {
  if (!req.isMultipart()) throw errorDe('IMAGEN_REQUERIDA');
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== CAMPO) throw errorDe('IMAGEN_REQUERIDA');
      yield await bytesDelArchivo(req, part);
    }
  } catch (err) {
    if (err instanceof req.server.multipartErrors.FilesLimitError) throw errorDe('DEMASIADAS_IMAGENES');
    throw err;
  }
}

/** Product images: multipart is accepted only in this plugin's scope. */
export const productoImagenesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGENES_PRODUCTO, fields: 10, parts: MAX_IMAGENES_PRODUCTO + 10 },
  });
  const schema = <T extends object>(summary: string, s: T) => ({ tags, summary, security: BEARER, ...s });

  app.post(
    rutaFastify(RUTA_SUBIR_IMAGENES_PRODUCTO, PRODUCTOS_VENDEDOR_PREFIJO),
    {
      schema: schema('Subir imágenes de un producto (campo multipart files)', {
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: z.array(productoImagen), ...errors },
      }),
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await agregarImagenes(userContextFrom(req), req.params.id, archivos(req), opts.dataDir, imagenEnUso)),
  );
  const ruta = rutasDe(app, PRODUCTOS_VENDEDOR_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags,
    summary,
    security: BEARER,
    errores: Object.keys(errors).map(Number),
  });
  ruta(api.ordenarImagenes, doc('Ordenar las imágenes y elegir la principal'), async (req) =>
    ordenarImagenes(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.eliminarImagen, doc('Eliminar una imagen'), async (req) =>
    eliminarImagen(userContextFrom(req), req.params.id, req.params.imagenId, opts.dataDir),
  );
};
