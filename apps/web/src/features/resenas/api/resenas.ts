import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportarResenaApi,
  resenasAdminApi,
  resenasCompradorApi,
  resenasPublicasApi,
  resenasVendedorApi,
  type ResenaEdicion,
  type ResenaInput,
  type ResenasReportadasQuery,
  type ResenasTiendaQuery,
  type ResenasVendedorQuery,
  RESENAS_PRODUCTO_SIZE,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// Reviews (decision 038): calls and keys from the contracts. Every write invalidates the resource
// 'resenas' (lists, summaries) and the shop and product reads that carry the averages.

const RECURSOS_AFECTADOS = [resenasPublicasApi.tienda.recurso, 'publico'];

function useInvalidar() {
  const client = useQueryClient();
  return () => Promise.all(RECURSOS_AFECTADOS.map((r) => client.invalidateQueries({ queryKey: [r] })));
}

export const RESENAS_POR_PAGINA = 10;

export function useResenasTienda(id: string | undefined, query: ResenasTiendaQuery) {
  return useQuery({
    ...consulta(resenasPublicasApi.tienda, { params: { id: id ?? '' }, query: { size: RESENAS_POR_PAGINA, ...query } }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** A product's first reviews (also the server-painted product page's declaration, decision 075). */
export const resenasProductoConsulta = (id: string, size = RESENAS_PRODUCTO_SIZE) =>
  consulta(resenasPublicasApi.producto, { params: { id }, query: { size } });

export function useResenasProducto(id: string, size = RESENAS_PRODUCTO_SIZE) {
  return useQuery(resenasProductoConsulta(id, size));
}

export function useResenasDeVenta(idVenta: string) {
  return useQuery(consulta(resenasCompradorApi.deVenta, { params: { id: idVenta } }));
}

export function useGuardarResena() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (a: { id?: string | undefined; input: ResenaInput }) =>
      a.id
        ? llamar(resenasCompradorApi.editar, {
            params: { id: a.id },
            body: {
              calificacion: a.input.calificacion,
              comentario: a.input.comentario ?? null,
            } satisfies ResenaEdicion,
          })
        : llamar(resenasCompradorApi.crear, { body: a.input }),
    onSuccess: () => invalidar(),
  });
}

export function useReportarResena() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (a: { id: string; motivo: string }) =>
      llamar(reportarResenaApi, { params: { id: a.id }, body: { motivo: a.motivo } }),
    onSuccess: () => invalidar(),
  });
}

export function useResenasVendedor(query: ResenasVendedorQuery) {
  return useQuery({ ...consulta(resenasVendedorApi.listar, { query }), placeholderData: keepPreviousData });
}

export function useResponderResena() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (a: { id: string; respuesta: string }) =>
      llamar(resenasVendedorApi.responder, { params: { id: a.id }, body: { respuesta: a.respuesta } }),
    onSuccess: () => invalidar(),
  });
}

export function useResenasReportadas(query: ResenasReportadasQuery) {
  return useQuery({ ...consulta(resenasAdminApi.reportadas, { query }), placeholderData: keepPreviousData });
}

export function useModerarResena() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (
      a: { id: string; accion: 'ocultar'; motivo: string } | { id: string; accion: 'mostrar' | 'resolver' },
    ) =>
      a.accion === 'ocultar'
        ? llamar(resenasAdminApi.ocultar, { params: { id: a.id }, body: { motivo: a.motivo } })
        : llamar(resenasAdminApi[a.accion], { params: { id: a.id } }),
    onSuccess: () => invalidar(),
  });
}
