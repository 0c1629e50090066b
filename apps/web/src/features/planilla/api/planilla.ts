import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  planillaApi as api,
  resultadoImportacion,
  rutaCon,
  type FormatoPlanilla,
  type ResultadoImportacion,
} from '@feria/contracts';
import { ApiError, apiErrorFrom, withQuery } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { descargarArchivoPrivado, guardarArchivo, slugArchivo } from '../../../lib/archivo-privado';
import { hoyArgentino } from '../../../lib/periodo';

// The catalogue by spreadsheet from the seller's screen (docs/producto/planilla-pantalla.md): the
// file downloads and the import upload, both with the seller's session.

export type Descarga = { archivo: 'exportar' | 'plantilla'; formato: FormatoPlanilla };

/** docs/producto/planilla-pantalla.md#exportar-y-plantilla: the shop's products or the empty template, saved as a file. */
export function useDescargarPlanilla(idEmprendimiento: string, nombreTienda: string) {
  return useMutation({
    mutationFn: async ({ archivo, formato }: Descarga) => {
      const e = api[archivo];
      const ruta = withQuery(rutaCon(e.ruta, { idEmprendimiento }), { formato });
      const blob = await descargarArchivoPrivado(ruta, e.error);
      // Named as the server names them: the export with the day in Argentina.
      const tienda = slugArchivo(nombreTienda);
      const nombre = archivo === 'exportar' ? `productos-${tienda}-${hoyArgentino()}` : `plantilla-productos-${tienda}`;
      guardarArchivo(blob, `${nombre}.${formato}`);
    },
  });
}

/** An import the server refused; `resultado` when the refusal carries the plan (422 PLANILLA_CON_ERRORES). */
export class ErrorImportacion extends ApiError {
  resultado: ResultadoImportacion | undefined = undefined;
}

function errorDeRespuesta(status: number, body: unknown): ErrorImportacion {
  const base = apiErrorFrom(body, status, api.importar.error);
  const error = new ErrorImportacion(base.message, status, base.codigo, base.campo);
  error.detalle = base.detalle;
  error.mensajeServidor = base.mensajeServidor;
  const plan = resultadoImportacion.safeParse(body);
  if (plan.success) error.resultado = plan.data;
  return error;
}

export interface OpcionesImportar {
  /** true: the preview, nothing is written. */
  simular: boolean;
  /** Percent of the file sent (0–100); 100 means the server is reading it now. */
  onProgress: (percent: number) => void;
}

/**
 * POST the file as multipart part `archivo` (docs/producto/planilla-pantalla.md#subir-la-planilla).
 * lib/upload-with-progress (XMLHttpRequest: only it reports upload progress), keeping the refusal's
 * body, whose plan the screen shows (docs/producto/planilla-pantalla.md#importar).
 */
export async function importarPlanilla(
  idEmprendimiento: string,
  archivo: File,
  { simular, onProgress }: OpcionesImportar,
): Promise<ResultadoImportacion> {
  const form = new FormData();
  form.append('archivo', archivo);
  const ruta = withQuery(rutaCon(api.importar.ruta, { idEmprendimiento }), simular ? { simular: 'true' } : undefined);
  return uploadWithProgress(ruta, form, {
    schema: resultadoImportacion,
    onProgress,
    errorMessage: api.importar.error,
    errorDe: errorDeRespuesta,
  });
}

/** After an applied import every copy of the shop's products is stale (they share the resource key). */
export function useProductosCambiados() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [api.importar.recurso] }), [client]);
}
