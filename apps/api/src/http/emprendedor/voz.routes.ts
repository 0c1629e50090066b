import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errorBody, respuestaVoz, RUTA_PROCESAR_AUDIO, VOZ_PREFIJO, vozApi } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { bytesDelArchivo } from '../../modules/media/archivo-subido';
import type { SpeechToText } from '../../modules/voz/stt';
import { procesarComando } from '../../modules/voz/voz.service';
import { validarWav, WAV_MAX_BYTES, WAV_MAX_SEGUNDOS } from '../../modules/voz/wav';

const tags = ['Emprendedor: productos por voz'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of procesarAudio: the WAV (`file`), `emprendimientoId` and the browser's `transcripcion`. */
async function partes(
  req: FastifyRequest,
): Promise<{ wav: Buffer; emprendimientoId: string; transcripcion: string | undefined }> {
  if (!req.isMultipart()) throw errorDe('AUDIO_REQUERIDO');
  let wav: Buffer | undefined;
  const campos: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || wav) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      wav = await bytesDelArchivo(req, part, 'AUDIO_DEMASIADO_GRANDE');
    } else if (typeof part.value === 'string') campos[part.fieldname] = part.value;
  }
  if (!campos['emprendimientoId'] || !UUID.test(campos['emprendimientoId'])) throw errorDe('VOZ_SIN_EMPRENDEDOR');
  if (!wav) throw errorDe('AUDIO_REQUERIDO');
  const transcripcion = campos['transcripcion']?.slice(0, 1000);
  return { wav, emprendimientoId: campos['emprendimientoId'], transcripcion };
}

/**
 * docs/producto/api.md#productos voice: POST procesarAudio (multipart), its typed variant procesarTexto (JSON) and
 * GET motor (which speech engine this server has). Role emprendedor, own shop only; nothing
 * is written here.
 */
export const vozRoutes: FastifyPluginAsync<{ stt: SpeechToText }> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: WAV_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4000 },
  });
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, VOZ_PREFIJO);

  app.post(
    RUTA_PROCESAR_AUDIO.slice(VOZ_PREFIJO.length),
    {
      schema: {
        tags,
        summary: 'Procesar una grabación (WAV PCM 16 bits, hasta 60 s y 5 MB) y devolver la acción detectada',
        consumes: ['multipart/form-data'],
        security: BEARER,
        response: {
          200: respuestaVoz,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
          422: errorBody,
          502: errorBody,
          504: errorBody,
        },
      },
    },
    async (req) => {
      const ctx = userContextFrom(req);
      const { wav, emprendimientoId, transcripcion } = await partes(req);
      validarWav(wav);
      const texto = await opts.stt.transcribir(wav, transcripcion);
      return procesarComando(ctx, emprendimientoId, texto, opts.stt.motor);
    },
  );

  ruta(
    vozApi.procesarTexto,
    {
      tags,
      summary: 'Procesar un comando escrito (la variante de texto de procesarAudio)',
      security: BEARER,
      errores: [400, 401, 403, 404],
    },
    async (req) => procesarComando(userContextFrom(req), req.body.emprendimientoId, req.body.texto, 'texto'),
  );
  ruta(
    vozApi.motor,
    { tags, summary: 'El reconocimiento de voz de este servidor', security: BEARER, errores: [401, 403] },
    async () => ({
      motor: opts.stt.motor,
      descripcion: opts.stt.descripcion,
      maxSegundos: WAV_MAX_SEGUNDOS,
      maxBytes: WAV_MAX_BYTES,
    }),
  );
};
