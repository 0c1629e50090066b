import { useQueries } from '@tanstack/react-query';
import { productosPublicosApi, QUERY_TIMINGS, type Producto } from '@feria/contracts';
import { consulta } from '../../lib/api-endpoint';
import { mezclarRecomendados, RECOMENDADOS_POR_TERMINO, TERMINOS_RECOMENDADOS } from './recomendados';

export interface Recomendados {
  productos: Producto[];
  /** Nothing has arrived yet. */
  isPending: boolean;
  /** Every call failed. */
  isError: boolean;
  refetch: () => void;
}

/** docs/producto/api.md#publicas-del-comprador home loader: best sellers + ~15 generic searches in parallel, shown as they arrive. */
export function useRecomendados(): Recomendados {
  return useQueries({
    queries: [
      {
        ...consulta(productosPublicosApi.masVendidos, { query: { size: 20 } }),
        staleTime: QUERY_TIMINGS.productsStaleMs,
      },
      ...TERMINOS_RECOMENDADOS.map((nombre) => ({
        ...consulta(productosPublicosApi.buscar, { query: { nombre, page: 0, size: RECOMENDADOS_POR_TERMINO } }),
        staleTime: QUERY_TIMINGS.productsStaleMs,
      })),
    ],
    combine: (resultados) => {
      const [masVendidos, ...busquedas] = resultados;
      return {
        productos: mezclarRecomendados(
          (masVendidos?.data as Producto[] | undefined) ?? [],
          busquedas.map((b) => (b.data as { content: Producto[] } | undefined)?.content ?? []),
        ),
        isPending: resultados.every((r) => r.isPending),
        isError: resultados.every((r) => r.isError),
        refetch: () => resultados.forEach((r) => void r.refetch()),
      };
    },
  });
}
