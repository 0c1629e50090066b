import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catalogosApi, productosVendedorApi, type Catalogo } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// docs/producto/entidades.md "Catalog store" in the query cache: the list (enabled and disabled derive from it) and
// the products of each catalog; calls and keys come from contracts `catalogosApi` (decision 026).

const RECURSO = [catalogosApi.listar.recurso] as const;
const PRODUCTOS_DEL_VENDEDOR = [productosVendedorApi.misProductos.recurso] as const;
const lista = (idEmprendimiento: string) => consulta(catalogosApi.listar, { params: { idEmprendimiento } });

export function useCatalogos(idEmprendimiento: string) {
  return useQuery(lista(idEmprendimiento));
}

export function useProductosCatalogo(idCatalogo: number) {
  return useQuery(consulta(catalogosApi.productos, { params: { id: idCatalogo } }));
}

/** Every product of the shop, enabled or not: the same cached call as the product pages'. */
export function useMisProductos(idEmprendimiento: string) {
  return useQuery(consulta(productosVendedorApi.misProductos, { params: { idEmprendimiento } }));
}

/** Puts the server's answer for one catalog into the cached list (a state change moves it between lists), then reads the list again. */
function reemplazarEnLista(client: QueryClient, idEmprendimiento: string, catalogo: Catalogo) {
  client.setQueryData<Catalogo[]>(lista(idEmprendimiento).queryKey, (actual) => {
    if (!actual) return actual;
    const existe = actual.some((c) => c.idCatalogo === catalogo.idCatalogo);
    return existe ? actual.map((c) => (c.idCatalogo === catalogo.idCatalogo ? catalogo : c)) : [...actual, catalogo];
  });
  return client.invalidateQueries({ queryKey: RECURSO });
}

/** POST (409 when the name is taken). */
export function useCrearCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { nombre: string }) =>
      llamar(catalogosApi.crear, { params: { idEmprendimiento }, body: input }),
    onSuccess: (nuevo) => reemplazarEnLista(client, idEmprendimiento, nuevo),
  });
}

export function useRenombrarCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, nombre }: { idCatalogo: number; nombre: string }) =>
      llamar(catalogosApi.renombrar, { params: { id: idCatalogo }, body: { nombre } }),
    onSuccess: (actualizado) => reemplazarEnLista(client, idEmprendimiento, actualizado),
  });
}

/** docs/producto/promociones.md: enabling or disabling moves the catalog between the lists. */
export function useCambiarEstadoCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, habilitar }: { idCatalogo: number; habilitar: boolean }) =>
      llamar(habilitar ? catalogosApi.habilitar : catalogosApi.deshabilitar, { params: { id: idCatalogo } }),
    onSuccess: (actualizado) => reemplazarEnLista(client, idEmprendimiento, actualizado),
  });
}

/** docs/producto/promociones.md: deleting removes the catalog, its cached products and its place in the products' catalog lists. */
export function useEliminarCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idCatalogo: number) => llamar(catalogosApi.eliminar, { params: { id: idCatalogo } }),
    onSuccess: (_, idCatalogo) => {
      client.setQueryData<Catalogo[]>(lista(idEmprendimiento).queryKey, (actual) =>
        actual?.filter((c) => c.idCatalogo !== idCatalogo),
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: RECURSO }),
        client.invalidateQueries({ queryKey: PRODUCTOS_DEL_VENDEDOR }),
      ]);
    },
  });
}

/** docs/producto/promociones.md: replacing a catalog's products refreshes it, the counts and the products' catalog lists. */
export function useActualizarProductosCatalogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, productosIds }: { idCatalogo: number; productosIds: string[] }) =>
      llamar(catalogosApi.actualizarProductos, { params: { id: idCatalogo }, body: productosIds }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: RECURSO }),
        client.invalidateQueries({ queryKey: PRODUCTOS_DEL_VENDEDOR }),
      ]),
  });
}
