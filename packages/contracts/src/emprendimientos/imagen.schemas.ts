import { z } from 'zod';

/** Answer of POST /api/emprendedor/v1/imagenes (multipart field `file`): where the stored WebP is served. */
export const imagenSubida = z.object({ url: z.string() });
export type ImagenSubida = z.infer<typeof imagenSubida>;
