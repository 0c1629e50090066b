import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  planillaApi,
  productosVendedorApi as api,
  QUERY_TIMINGS,
  type EdicionMasivaInput,
  type ProductoInputParsed,
  type ProductoVendedor,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// The seller's own products (docs/producto/api.md#productos): calls and keys from contracts `productosVendedorApi`
// (decision 026). Every write invalidates the resource, so every page's copy follows.

export const productosVendedorKeys = {
  all: [api.obtener.recurso] as const,
  detalle: (id: string) => consulta(api.obtener, { params: { id } }).queryKey,
};
const lista = (idEmprendimiento: string) => consulta(api.misProductos, { params: { idEmprendimiento } });

/**
 * Every product of the shop, enabled and disabled, newest first. docs/producto/precios.md query cache: products are
 * stale after 5 min (not the 2 min default), then fetched again on the next mount or focus.
 */
export function useMisProductos(idEmprendimiento: string) {
  return useQuery({ ...lista(idEmprendimiento), staleTime: QUERY_TIMINGS.productsStaleMs });
}

/** For the edit form: always fetched again on mount, so the form never starts from an older copy. */
export function useProductoVendedor(id: string | undefined) {
  return useQuery({
    ...consulta(api.obtener, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    refetchOnMount: 'always',
  });
}

/** The product types a seller can choose (docs/producto/entidades.md): a reference list that changes only with a deploy. */
export function useTiposProducto() {
  return useQuery({ ...consulta(api.tipos, {}), staleTime: 30 * 60 * 1000 });
}

/** The keys (and values) the shop already uses, for docs/producto/validacion.md suggestions. */
export function useAtributosSugeridos(idEmprendimiento: string) {
  return useQuery(consulta(api.atributos, { params: { emprendimientoId: idEmprendimiento } }));
}

/** Create (no id) or update (id); lists, suggestions and the product itself follow the answer. */
export function useGuardarProducto(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductoInputParsed }) =>
      id
        ? llamar(api.actualizar, { params: { id }, body: input })
        : llamar(api.crear, { query: { idEmprendimiento }, body: input }),
    onSuccess: async (saved) => {
      client.setQueryData(productosVendedorKeys.detalle(saved.id), saved);
      await client.invalidateQueries({
        queryKey: productosVendedorKeys.all,
        predicate: (q) => q.queryKey[1] !== api.obtener.ruta,
      });
    },
  });
}

type Lista = ProductoVendedor[] | undefined;
const conEstado = (actual: Lista, id: string, habilitado: boolean): Lista =>
  actual?.map((p) => (p.id === id ? { ...p, habilitado } : p));

/**
 * The quick switch of 'Consultar Productos' (docs/producto/promociones.md): the list changes at once and goes back if
 * the server refuses (the caller shows the error).
 */
export function useCambiarHabilitado(idEmprendimiento: string) {
  const client = useQueryClient();
  const key = lista(idEmprendimiento).queryKey;
  return useMutation({
    mutationFn: ({ producto, habilitado }: { producto: ProductoVendedor; habilitado: boolean }) =>
      llamar(habilitado ? api.habilitar : api.deshabilitar, { params: { id: producto.id } }),
    onMutate: async ({ producto, habilitado }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ProductoVendedor[]>(key, (actual) => conEstado(actual, producto.id, habilitado));
    },
    onError: (_e, { producto }) => {
      client.setQueryData<ProductoVendedor[]>(key, (actual) => conEstado(actual, producto.id, producto.habilitado));
    },
    onSuccess: (saved) => {
      client.setQueryData<ProductoVendedor[]>(key, (actual) => actual?.map((p) => (p.id === saved.id ? saved : p)));
      client.setQueryData(productosVendedorKeys.detalle(saved.id), saved);
    },
  });
}

/** DELETE → 204: soft delete (eliminado); the product also leaves its catalogs. */
export function useEliminarProducto(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (producto: ProductoVendedor) => llamar(api.eliminar, { params: { id: producto.id } }),
    onSuccess: async (_r, producto) => {
      client.setQueryData<ProductoVendedor[]>(lista(idEmprendimiento).queryKey, (actual) =>
        actual?.filter((p) => p.id !== producto.id),
      );
      client.removeQueries({ queryKey: productosVendedorKeys.detalle(producto.id) });
      await client.invalidateQueries({ queryKey: productosVendedorKeys.all });
    },
  });
}

/**
 * docs/producto/edicion-masiva.md: one change to the chosen products, all or none. Every copy of the seller's
 * products (the list, each product) is fetched again, since prices, stock and 'Desde $ X' come from the server.
 */
export function useEdicionMasiva(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EdicionMasivaInput) => llamar(planillaApi.edicionMasiva, { params: { idEmprendimiento }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: productosVendedorKeys.all });
    },
  });
}
