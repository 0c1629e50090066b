import { imagenSubida, MENSAJES_IMAGEN } from '@feria/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { IMAGENES_BASE } from './apariencia-keys';

export type TipoImagenTienda = 'banner' | 'logo';

/** POST /api/emprendedor/v1/imagenes?tipo=banner|logo, multipart field `file` → the stored WebP's URL. */
export async function subirImagenTienda(tipo: TipoImagenTienda, file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(`${IMAGENES_BASE}?tipo=${tipo}`, form, {
    schema: imagenSubida,
    onProgress,
    errorMessage: MENSAJES_IMAGEN.errorSubida,
  });
  return url;
}
