import { z } from 'zod';

/** Home "estadísticas" section (docs/producto/rutas.md#barra-publica): real counts of the public marketplace. */
export const estadisticas = z.object({
  productos: z.number().int(),
  emprendimientos: z.number().int(),
  provincias: z.number().int(),
  rubros: z.number().int(),
});
export type Estadisticas = z.infer<typeof estadisticas>;

/** Facts about this installation the UI needs: whether the catalogue is the labelled demo data. */
export const sitio = z.object({ demo: z.boolean() });
export type Sitio = z.infer<typeof sitio>;
