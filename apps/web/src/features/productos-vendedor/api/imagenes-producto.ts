import { z } from 'zod';
import {
  MENSAJES_IMAGEN,
  productoImagen,
  productosVendedorApi as api,
  RUTA_SUBIR_IMAGENES_PRODUCTO,
  rutaCon,
  type ImagenesOrdenInput,
  type ProductoImagen,
} from '@feria/contracts';
import { llamar } from '../../../lib/api-endpoint';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const imagenes = z.array(productoImagen);

/** POST /{id}/imagenes, one multipart part `files` → every image of the product (upload progress via XHR). */
export function subirImagenProducto(
  productoId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProductoImagen[]> {
  const form = new FormData();
  form.append('files', file);
  return uploadWithProgress(rutaCon(RUTA_SUBIR_IMAGENES_PRODUCTO, { id: productoId }), form, {
    schema: imagenes,
    onProgress,
    errorMessage: MENSAJES_IMAGEN.errorSubida,
  });
}

/** Every image id in order plus the principal. */
export function ordenarImagenesProducto(productoId: string, orden: ImagenesOrdenInput): Promise<ProductoImagen[]> {
  return llamar(api.ordenarImagenes, { params: { id: productoId }, body: orden });
}

/** The remaining images (the next one becomes principal if needed). */
export function eliminarImagenProducto(productoId: string, imagenId: number): Promise<ProductoImagen[]> {
  return llamar(api.eliminarImagen, { params: { id: productoId, imagenId } });
}
