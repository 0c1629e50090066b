import type { QueryClient } from '@tanstack/react-query';
import type { Catalogo } from '@feria/contracts';

export const CATALOGOS_BASE = '/api/emprendedor/v1/catalogos';
export const PRODUCTOS_VENDEDOR_BASE = '/api/emprendedor/v1/productos';

/**
 * spec §3 "Catalog store" kept in the query cache: the list (enabled and disabled are derived from it),
 * and the products-by-catalog map, one entry per catalog id.
 */
const all = ['emprendedor-catalogos'] as const;

export const catalogoKeys = {
  all,
  lista: (idEmprendimiento: string) => [...all, idEmprendimiento, 'lista'] as const,
  productos: (idCatalogo: number) => [...all, 'productos', idCatalogo] as const,
  misProductos: (idEmprendimiento: string) => [...all, idEmprendimiento, 'mis-productos'] as const,
};

/** Put the server's answer for one catalog into the cached list (a state change moves it between lists). */
export function reemplazarEnLista(client: QueryClient, idEmprendimiento: string, catalogo: Catalogo): void {
  client.setQueryData<Catalogo[]>(catalogoKeys.lista(idEmprendimiento), (lista) => {
    if (!lista) return lista;
    const existe = lista.some((c) => c.idCatalogo === catalogo.idCatalogo);
    return existe ? lista.map((c) => (c.idCatalogo === catalogo.idCatalogo ? catalogo : c)) : [...lista, catalogo];
  });
}
