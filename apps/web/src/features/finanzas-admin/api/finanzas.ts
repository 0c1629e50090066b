import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { finanzasAdminApi as api, QUERY_TIMINGS } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';
import { withQuery } from '../../../lib/api-client';
import { descargarArchivoPrivado } from '../../../lib/archivo-privado';
import type { Periodo } from '../periodo';

/** The admin's finances for a period (docs/producto/pagos.md#finanzas); without dates, the server's default (this month). A new period keeps the previous figures on screen while it loads. */
export function useFinanzas(periodo: Partial<Periodo>, habilitada = true) {
  return useQuery({
    ...consulta(api.obtener, { query: { desde: periodo.desde, hasta: periodo.hasta } }),
    staleTime: QUERY_TIMINGS.statsStaleMs,
    placeholderData: keepPreviousData,
    enabled: habilitada,
  });
}

/** Saves a Blob under `nombre` through a download link (the file needs the bearer token, so no plain link). */
function guardar(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Descargar CSV': the same figures as a spreadsheet for Excel in Argentina. */
export function useDescargarFinanzasCsv() {
  return useMutation({
    mutationFn: async (p: Periodo) => {
      const ruta = withQuery(api.obtener.ruta, { desde: p.desde, hasta: p.hasta, formato: 'csv' });
      guardar(await descargarArchivoPrivado(ruta, 'No pudimos descargar el CSV'), `finanzas-${p.desde}-${p.hasta}.csv`);
    },
  });
}
