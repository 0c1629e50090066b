import { imagenSubida, MENSAJES_IMAGEN } from '@feria/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { IMAGENES_PATH } from './emprendimiento-keys';

/** POST /api/emprendedor/v1/imagenes, multipart field `file` → { url }, reporting upload progress. */
export async function subirImagen(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(IMAGENES_PATH, form, { schema: imagenSubida, onProgress, errorMessage: MENSAJES_IMAGEN.errorSubida });
  return url;
}
