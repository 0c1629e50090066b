import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { CodigoError } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';

/**
 * The bytes of one uploaded file, or 413 when it is over the plugin's fileSize limit. The limit
 * can cut a file exactly at a chunk boundary: busboy then marks it truncated without pushing
 * another chunk, and toBuffer() resolves with exactly the limit's bytes (such files
 * reached the image decoder and answered 400). The truncated flag is checked after reading.
 */
export async function bytesDelArchivo(
  req: FastifyRequest,
  archivo: MultipartFile,
  codigo: CodigoError = 'IMAGEN_DEMASIADO_GRANDE',
): Promise<Buffer> {
  const demasiadoGrande = () => errorDe(codigo);
  const buffer = await archivo.toBuffer().catch((err: unknown) => {
    throw err instanceof req.server.multipartErrors.RequestFileTooLargeError ? demasiadoGrande() : err;
  });
  if (archivo.file.truncated) throw demasiadoGrande();
  return buffer;
}
