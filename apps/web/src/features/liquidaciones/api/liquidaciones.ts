import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { liquidacionesApi as api, QUERY_TIMINGS, rutaCon } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';
import { withQuery } from '../../../lib/api-client';
import { descargarArchivoPrivado, guardarArchivo, slugArchivo } from '../../../lib/archivo-privado';
import type { Periodo } from '../../../lib/periodo';

/**
 * The shop's settlement for a period (docs/producto/pagos.md#liquidaciones); without dates, the
 * server's default (this month so far). A new period keeps the previous figures on screen while it loads.
 */
export function useLiquidacion(idEmprendimiento: string, periodo: Partial<Periodo>, habilitada = true) {
  return useQuery({
    ...consulta(api.obtener, { params: { idEmprendimiento }, query: { desde: periodo.desde, hasta: periodo.hasta } }),
    staleTime: QUERY_TIMINGS.statsStaleMs,
    placeholderData: keepPreviousData,
    enabled: habilitada,
  });
}

/** 'Descargar CSV': the same rows as a spreadsheet for Excel in Argentina, named like the server names it. */
export function useDescargarLiquidacionCsv(idEmprendimiento: string, nombreTienda: string) {
  return useMutation({
    mutationFn: async (p: Periodo) => {
      const ruta = withQuery(rutaCon(api.obtener.ruta, { idEmprendimiento }), {
        desde: p.desde,
        hasta: p.hasta,
        formato: 'csv',
      });
      const archivo = await descargarArchivoPrivado(ruta, 'No pudimos descargar el CSV');
      guardarArchivo(archivo, `liquidacion-${slugArchivo(nombreTienda)}-${p.desde}-${p.hasta}.csv`);
    },
  });
}
