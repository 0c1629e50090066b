import { imagenSubida, MENSAJES_IMAGEN } from '@feria/contracts';
import { extractMessage, getAuthToken } from '../../../lib/api-client';
import { IMAGENES_PATH } from './emprendimiento-keys';

/**
 * POST /api/emprendedor/v1/imagenes, multipart field `file` → { url }. XMLHttpRequest rather than
 * fetch because only XHR reports upload progress; the bearer token comes from the same provider.
 */
export async function subirImagen(file: File, onProgress: (percent: number) => void): Promise<string> {
  const token = await getAuthToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMAGENES_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('No pudimos conectarnos con el servidor. Revisá tu conexión.'));
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        /* plain-text body */
      }
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new Error(extractMessage(body, MENSAJES_IMAGEN.errorSubida)));
      const parsed = imagenSubida.safeParse(body);
      if (parsed.success) resolve(parsed.data.url);
      else reject(new Error(MENSAJES_IMAGEN.errorSubida));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
