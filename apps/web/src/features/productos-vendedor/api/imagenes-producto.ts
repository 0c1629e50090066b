import { z } from 'zod';
import { MENSAJES_IMAGEN, productoImagen, type ImagenesOrdenInput, type ProductoImagen } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { enc, PRODUCTOS_PATH } from './productos-keys';

const imagenes = z.array(productoImagen);

/** POST /{id}/imagenes, one multipart part `files` → every image of the product (upload progress via XHR). */
export function subirImagenProducto(productoId: string, file: File, onProgress: (percent: number) => void): Promise<ProductoImagen[]> {
  const form = new FormData();
  form.append('files', file);
  return uploadWithProgress(`${PRODUCTOS_PATH}/${enc(productoId)}/imagenes`, form, { schema: imagenes, onProgress, errorMessage: MENSAJES_IMAGEN.errorSubida });
}

/** PUT /{id}/imagenes/orden: every image id in order plus the principal. */
export function ordenarImagenesProducto(productoId: string, orden: ImagenesOrdenInput): Promise<ProductoImagen[]> {
  return apiRequest(`${PRODUCTOS_PATH}/${enc(productoId)}/imagenes/orden`, {
    method: 'PUT',
    body: orden,
    schema: imagenes,
    errorMessage: 'No pudimos guardar el orden de las imágenes',
  });
}

/** DELETE /{id}/imagenes/{imagenId}: the remaining images (the next one becomes principal if needed). */
export function eliminarImagenProducto(productoId: string, imagenId: number): Promise<ProductoImagen[]> {
  return apiRequest(`${PRODUCTOS_PATH}/${enc(productoId)}/imagenes/${imagenId}`, {
    method: 'DELETE',
    schema: imagenes,
    errorMessage: 'No pudimos eliminar la imagen',
  });
}
