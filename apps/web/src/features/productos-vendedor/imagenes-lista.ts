import { MENSAJES_PRODUCTO, type ImagenesOrdenInput, type ProductoImagen } from '@feria/contracts';
import { validateImageFile } from '../../components/ui/image-file';

/** Up to 8 images per product (contracts MENSAJES_PRODUCTO.demasiadasImagenes; the API checks too). */
export const MAX_IMAGENES = 8;

/**
 * One image in the editor: already on the server (`remotaId`) or picked and not uploaded yet
 * (`archivo`, preview via an object URL). The first one is the principal: that is the order the
 * public pages show them (docs/producto/api.md#productos "sorted principal first, then by orden").
 */
export interface ImagenItem {
  key: string;
  url: string;
  remotaId: number | null;
  archivo: File | null;
  /** 0-100 while uploading. */
  progreso: number | null;
  error: string | null;
}

/** docs/producto/api.md#productos: principal first, then by orden. */
export function ordenarImagenes(imagenes: ProductoImagen[]): ProductoImagen[] {
  return [...imagenes].sort((a, b) => Number(b.principal) - Number(a.principal) || a.orden - b.orden || a.id - b.id);
}

export function itemRemoto(img: ProductoImagen): ImagenItem {
  return { key: `r${img.id}`, url: img.url, remotaId: img.id, archivo: null, progreso: null, error: null };
}

export function desdeRemotas(imagenes: ProductoImagen[]): ImagenItem[] {
  return ordenarImagenes(imagenes).map(itemRemoto);
}

/** Moves the item at `index` by `delta` places (clamped); the same array when it cannot move. */
export function mover<T>(items: T[], index: number, delta: number): T[] {
  const destino = Math.min(Math.max(index + delta, 0), items.length - 1);
  if (index < 0 || index >= items.length || destino === index) return items;
  const copia = [...items];
  const [item] = copia.splice(index, 1);
  copia.splice(destino, 0, item as T);
  return copia;
}

/** Choosing the principal puts that image first. */
export function hacerPrincipal<T>(items: T[], index: number): T[] {
  return mover(items, index, -index);
}

/**
 * Client-side check of picked files (the API checks the content again): type, size, and the
 * limit of images counting the ones already there. Errors name the file.
 */
export function validarArchivos(archivos: File[], cantidadActual: number): { aceptados: File[]; errores: string[] } {
  const aceptados: File[] = [];
  const errores: string[] = [];
  let excedidas = false;
  for (const archivo of archivos) {
    const error = validateImageFile(archivo);
    if (error) errores.push(`${archivo.name}: ${error}`);
    else if (cantidadActual + aceptados.length >= MAX_IMAGENES) excedidas = true;
    else aceptados.push(archivo);
  }
  if (excedidas) errores.push(MENSAJES_PRODUCTO.demasiadasImagenes);
  return { aceptados, errores };
}

/** The PUT orden body for the editor's order, or null while some image is not uploaded. */
export function ordenDeseado(items: ImagenItem[]): ImagenesOrdenInput | null {
  const ids = items.map((i) => i.remotaId);
  if (!ids.length || ids.some((id) => id === null)) return null;
  const orden = ids as number[];
  return { orden, principal: orden[0] as number };
}

/** True when the server already shows the images in this order with this principal. */
export function coincideConServidor(orden: ImagenesOrdenInput, servidor: ProductoImagen[]): boolean {
  const actual = ordenarImagenes(servidor);
  return (
    actual.length === orden.orden.length &&
    actual[0]?.id === orden.principal &&
    actual.every((img, i) => img.id === orden.orden[i])
  );
}

/**
 * After uploading the local item `key`, the server answers with every image of the product: the
 * new one is the id the editor did not know. It takes the local item's place, so the seller's
 * order is kept; images the editor never saw are added at the end.
 */
export function fusionarSubida(items: ImagenItem[], key: string, respuesta: ProductoImagen[]): ImagenItem[] {
  const conocidas = new Set(items.map((i) => i.remotaId).filter((id) => id !== null));
  const nuevas = ordenarImagenes(respuesta).filter((img) => !conocidas.has(img.id));
  const [subida, ...otras] = nuevas;
  const out = items.map((i) => (i.key === key && subida ? itemRemoto(subida) : i));
  return [...out, ...otras.map(itemRemoto)];
}

/** After a delete the server list (and its order) is the truth; images still waiting to upload stay after it. */
export function fusionarServidor(items: ImagenItem[], respuesta: ProductoImagen[]): ImagenItem[] {
  return [...desdeRemotas(respuesta), ...items.filter((i) => i.remotaId === null)];
}
