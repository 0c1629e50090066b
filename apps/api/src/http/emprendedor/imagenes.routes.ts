import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, imagenSubida, MENSAJES_APARIENCIA } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { bytesDelArchivo } from '../../modules/media/archivo-subido';
import { IMAGE_SIZES, MAX_IMAGE_BYTES, storeImage } from '../../modules/media/image.service';
import { borrarArchivos, emprendimientoParaSubir, registrarSubidas } from '../../modules/media/subidas';
import { imagenEnUso } from '../imagen-en-uso';

/** `?tipo=`: a logo (default, 800 px) or a storefront banner (gestionar-tienda, 1600 px wide). */
const TIPOS = {
  logo: { folder: 'logos', fullSize: IMAGE_SIZES.full },
  banner: { folder: 'banners', fullSize: IMAGE_SIZES.banner },
} as const;
const query = z.object({
  tipo: z.enum(['logo', 'banner'], { error: MENSAJES_APARIENCIA.tipoImagenInvalido }).default('logo'),
});

/**
 * POST /api/emprendedor/v1/imagenes: the seller uploads its logo or its storefront
 * banner as multipart field `file`; storeImage checks the content (JPEG/PNG/WebP, ≤ 5 MB) and
 * stores a WebP under uploads/logos or uploads/banners. Multipart is accepted only in this plugin's scope.
 * The upload counts against the seller's shop (media/subidas.ts): without one, 409; over its
 * quota, 413; too many uploads not saved yet, 429. Until the shop or its appearance references
 * the URL, the file is deleted 24 h after the upload.
 */
export const imagenesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', requireRole('emprendedor'));

  app.post(
    '/',
    {
      schema: {
        tags: ['Emprendedor: emprendimiento'],
        summary: 'Subir el logo o el banner del emprendimiento',
        consumes: ['multipart/form-data'],
        security: BEARER,
        querystring: query,
        response: {
          201: imagenSubida,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          413: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (req, reply) => {
      const ctx = userContextFrom(req);
      const emprendimientoId = await emprendimientoParaSubir(ctx, { cantidad: 1, sinUsar: true }, imagenEnUso);
      if (!req.isMultipart()) throw errorDe('IMAGEN_REQUERIDA');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw errorDe('IMAGEN_REQUERIDA');
      const imagen = await storeImage(await bytesDelArchivo(req, file), {
        ...TIPOS[req.query.tipo],
        dataDir: opts.dataDir,
      });
      try {
        await ctx.db.transaction((tx) =>
          registrarSubidas(tx, emprendimientoId, [imagen], { sinUsar: true }, imagenEnUso),
        );
      } catch (err) {
        await borrarArchivos(opts.dataDir, [imagen.url]);
        throw err;
      }
      return reply.code(201).send({ url: imagen.url });
    },
  );
};
