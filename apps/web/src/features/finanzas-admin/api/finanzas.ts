import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { finanzasAdminApi as api, QUERY_TIMINGS } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';
import { withQuery } from '../../../lib/api-client';
import { descargarArchivoPrivado, guardarArchivo } from '../../../lib/archivo-privado';
import type { Periodo } from '../../../lib/periodo';

/** The admin's finances for a period (docs/producto/pagos.md#finanzas); without dates, the server's default (this month). A new period keeps the previous figures on screen while it loads. */
export function useFinanzas(periodo: Partial<Periodo>, habilitada = true) {
  return useQuery({
    ...consulta(api.obtener, { query: { desde: periodo.desde, hasta: periodo.hasta } }),
    staleTime: QUERY_TIMINGS.statsStaleMs,
    placeholderData: keepPreviousData,
    enabled: habilitada,
  });
}

/** 'Descargar CSV': the same figures as a spreadsheet for Excel in Argentina. */
export function useDescargarFinanzasCsv() {
  return useMutation({
    mutationFn: async (p: Periodo) => {
      const ruta = withQuery(api.obtener.ruta, { desde: p.desde, hasta: p.hasta, formato: 'csv' });
      guardarArchivo(
        await descargarArchivoPrivado(ruta, 'No pudimos descargar el CSV'),
        `finanzas-${p.desde}-${p.hasta}.csv`,
      );
    },
  });
}
