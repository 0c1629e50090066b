import { IMAGEN_SUBIDA_MAX_BYTES, IMAGEN_SUBIDA_TIPOS, MENSAJES_IMAGEN } from '@feria/contracts';

/** Client-side check before uploading (the API checks the content again): type and size. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGEN_SUBIDA_TIPOS as readonly string[]).includes(file.type)) return MENSAJES_IMAGEN.noValida;
  if (file.size > IMAGEN_SUBIDA_MAX_BYTES) return MENSAJES_IMAGEN.demasiadoGrande;
  return null;
}

export const IMAGE_ACCEPT = IMAGEN_SUBIDA_TIPOS.join(',');
