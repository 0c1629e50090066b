import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cuponesApi,
  descuentosApi,
  productosVendedorApi,
  type CuponInput,
  type DescuentoInput,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { queryDeFiltros, type FiltrosPromocion } from '../promociones-filtros';

// The shop's discounts and coupons (docs/producto/api.md#descuentos-y-cupones) from contracts `descuentosApi` / `cuponesApi`.
// Every write invalidates its resource ('descuentos' / 'cupones'); a discount also changes the
// prices of the seller's products, so their list is read again too.

const DESCUENTOS = [descuentosApi.listar.recurso] as const;
const CUPONES = [cuponesApi.listar.recurso] as const;
const PRODUCTOS = [productosVendedorApi.misProductos.recurso] as const;

export function useDescuentos(idEmprendimiento: string, filtros: FiltrosPromocion) {
  return useQuery({
    ...consulta(descuentosApi.listar, { query: { idEmprendimiento, ...queryDeFiltros(filtros) } }),
    placeholderData: keepPreviousData,
  });
}

export function useCupones(idEmprendimiento: string, filtros: FiltrosPromocion) {
  return useQuery({
    ...consulta(cuponesApi.listar, { query: { idEmprendimiento, ...queryDeFiltros(filtros) } }),
    placeholderData: keepPreviousData,
  });
}

/** Every product of the shop (the discount's multi-select): the same cached call as the product pages'. */
export function useMisProductos(idEmprendimiento: string) {
  return useQuery(consulta(productosVendedorApi.misProductos, { params: { idEmprendimiento } }));
}

function useInvalidar(recurso: 'descuentos' | 'cupones') {
  const client = useQueryClient();
  return () =>
    recurso === 'descuentos'
      ? Promise.all([
          client.invalidateQueries({ queryKey: DESCUENTOS }),
          client.invalidateQueries({ queryKey: PRODUCTOS }),
        ])
      : client.invalidateQueries({ queryKey: CUPONES });
}

/** POST without an id, PUT with one (the server answers 409 or 422 with its own message). */
export function useGuardarDescuento(idEmprendimiento: string) {
  const invalidar = useInvalidar('descuentos');
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DescuentoInput }) =>
      id
        ? llamar(descuentosApi.actualizar, { params: { id }, query: { idEmprendimiento }, body: input })
        : llamar(descuentosApi.crear, { query: { idEmprendimiento }, body: input }),
    onSuccess: invalidar,
  });
}

/** PATCH …/activar or …/desactivar. */
export function useCambiarEstadoDescuento(idEmprendimiento: string) {
  const invalidar = useInvalidar('descuentos');
  return useMutation({
    mutationFn: ({ id, activo }: { id: string; activo: boolean }) =>
      llamar(activo ? descuentosApi.activar : descuentosApi.desactivar, {
        params: { id },
        query: { idEmprendimiento },
      }),
    onSuccess: invalidar,
  });
}

export function useEliminarDescuento(idEmprendimiento: string) {
  const invalidar = useInvalidar('descuentos');
  return useMutation({
    mutationFn: (id: string) => llamar(descuentosApi.eliminar, { params: { id }, query: { idEmprendimiento } }),
    onSuccess: invalidar,
  });
}

export function useGuardarCupon(idEmprendimiento: string) {
  const invalidar = useInvalidar('cupones');
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CuponInput }) =>
      id
        ? llamar(cuponesApi.actualizar, { params: { id }, query: { idEmprendimiento }, body: input })
        : llamar(cuponesApi.crear, { query: { idEmprendimiento }, body: input }),
    onSuccess: invalidar,
  });
}

/** docs/producto/api.md#descuentos-y-cupones: PUT with `{ activo }` alone switches a coupon on or off. */
export function useCambiarEstadoCupon(idEmprendimiento: string) {
  const invalidar = useInvalidar('cupones');
  return useMutation({
    mutationFn: ({ id, activo }: { id: string; activo: boolean }) =>
      llamar(cuponesApi.actualizar, { params: { id }, query: { idEmprendimiento }, body: { activo } }),
    onSuccess: invalidar,
  });
}

export function useEliminarCupon(idEmprendimiento: string) {
  const invalidar = useInvalidar('cupones');
  return useMutation({
    mutationFn: (id: string) => llamar(cuponesApi.eliminar, { params: { id }, query: { idEmprendimiento } }),
    onSuccess: invalidar,
  });
}
