import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERTAS_RECURSO, alertasApi, FAVORITOS_RECURSO, favoritosApi, type AlertaInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// A buyer's favourites and alerts (docs/producto/favoritos-pantallas.md): calls and keys from contracts
// `favoritosApi` / `alertasApi`. A write invalidates both resources (a removed favourite ends its price alert).

export const FAVORITOS_POR_PAGINA = 20;
/** The hearts change rarely and only by this buyer: their ids stay fresh for a few minutes. */
const IDS_FRESCOS_MS = 5 * 60_000;

export const idsFavoritosConsulta = () => consulta(favoritosApi.ids, {});

/**
 * The saved products' ids, for the hearts: asked only for a signed-in buyer, once the app has
 * started (docs/producto/favoritos-pantallas.md#corazon), never for a visitor or on the server.
 */
export function useIdsFavoritos(activo: boolean) {
  return useQuery({ ...idsFavoritosConsulta(), enabled: activo, staleTime: IDS_FRESCOS_MS });
}

export function useFavoritos(page: number) {
  return useQuery({
    ...consulta(favoritosApi.listar, { query: { page, size: FAVORITOS_POR_PAGINA } }),
    placeholderData: keepPreviousData,
  });
}

function useRefrescar() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [FAVORITOS_RECURSO] }),
      client.invalidateQueries({ queryKey: [ALERTAS_RECURSO] }),
    ]);
}

export interface CambioFavorito {
  idProducto: string;
  guardar: boolean;
}

/** Saves or removes a favourite; the heart changes at once and goes back if the call fails. */
export function useCambiarFavorito() {
  const client = useQueryClient();
  const refrescar = useRefrescar();
  const clave = idsFavoritosConsulta().queryKey;
  return useMutation({
    mutationFn: ({ idProducto, guardar }: CambioFavorito) =>
      llamar(guardar ? favoritosApi.guardar : favoritosApi.quitar, { params: { idProducto } }),
    onMutate: async ({ idProducto, guardar }) => {
      await client.cancelQueries({ queryKey: clave });
      const antes = client.getQueryData<string[]>(clave);
      client.setQueryData<string[]>(clave, (ids = []) => {
        const otros = ids.filter((id) => id !== idProducto);
        return guardar ? [idProducto, ...otros] : otros;
      });
      return { antes };
    },
    onError: (_error, _cambio, contexto) => {
      client.setQueryData(clave, contexto?.antes);
    },
    onSettled: refrescar,
  });
}

/** The buyer's live alerts on one product (its page's 'Avisame cuando haya stock'). */
export function useAlertasDeProducto(idProducto: string, activo: boolean) {
  return useQuery({ ...consulta(alertasApi.listar, { query: { idProducto } }), enabled: activo });
}

export function useCrearAlerta() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (alerta: AlertaInput) => llamar(alertasApi.crear, { body: alerta }),
    onSettled: refrescar,
  });
}

export function useQuitarAlerta() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (id: string) => llamar(alertasApi.quitar, { params: { id } }),
    onSettled: refrescar,
  });
}
