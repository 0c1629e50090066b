import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  preguntasCompradorApi,
  preguntasPublicasApi,
  preguntasVendedorApi,
  PREGUNTAS_RECURSO,
  type EstadoPregunta,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// Product questions (docs/producto/preguntas.md): calls and keys from the contracts. Every write
// invalidates the resource 'preguntas' (lists, the badge) and the public product read that carries
// the latest answered ones ('publico').

export const PREGUNTAS_POR_PAGINA = 10;
export const PREGUNTAS_VENDEDOR_POR_PAGINA = 20;

/**
 * Refreshes in the background: the mutation does not wait for the lists, because an answered or
 * hidden question leaves the list it was on and its form with it.
 */
function useInvalidar() {
  const client = useQueryClient();
  return () => {
    for (const r of [PREGUNTAS_RECURSO, 'publico']) void client.invalidateQueries({ queryKey: [r] });
  };
}

/** Every visible question of a product, a page at a time: only once the visitor asks for all of them. */
export function usePreguntasProducto(idProducto: string, page: number, enabled: boolean) {
  return useQuery({
    ...consulta(preguntasPublicasApi.deProducto, {
      params: { idProducto },
      query: { page, size: PREGUNTAS_POR_PAGINA },
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePreguntar(idProducto: string) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (texto: string) => llamar(preguntasCompradorApi.preguntar, { params: { idProducto }, body: { texto } }),
    onSuccess: () => invalidar(),
  });
}

export function usePreguntasVendedor(estado: EstadoPregunta, page: number) {
  return useQuery({
    ...consulta(preguntasVendedorApi.listar, { query: { estado, page, size: PREGUNTAS_VENDEDOR_POR_PAGINA } }),
    placeholderData: keepPreviousData,
  });
}

/** The menu's badge: questions still without an answer (refreshed by the live 'pregunta.nueva'). */
export function usePreguntasSinResponder(enabled = true) {
  return useQuery({ ...consulta(preguntasVendedorApi.sinResponder, {}), enabled });
}

export function useResponderPregunta() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (a: { id: string; texto: string }) =>
      llamar(preguntasVendedorApi.responder, { params: { id: a.id }, body: { texto: a.texto } }),
    onSuccess: () => invalidar(),
  });
}

export function useOcultarPregunta() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (a: { id: string; motivo: string } | { id: string; motivo: null }) =>
      a.motivo === null
        ? llamar(preguntasVendedorApi.mostrar, { params: { id: a.id } })
        : llamar(preguntasVendedorApi.ocultar, { params: { id: a.id }, body: { motivo: a.motivo } }),
    onSuccess: () => invalidar(),
  });
}
