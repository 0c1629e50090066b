import { ESTADOS_VENTA, type EstadoVenta } from '@feria/contracts';

// 'Mis Pedidos' filter and page live in the URL (?estado=…&page=…), so Back and a shared link keep them.

export interface PedidosParams {
  estado: EstadoVenta | undefined;
  /** 0-based like the API pages. */
  page: number;
}

export function leerPedidosParams(params: URLSearchParams): PedidosParams {
  const estado = params.get('estado');
  const page = Number(params.get('page') ?? '0');
  return {
    estado: (ESTADOS_VENTA as readonly string[]).includes(estado ?? '') ? (estado as EstadoVenta) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

export function escribirPedidosParams({ estado, page }: PedidosParams): URLSearchParams {
  const params = new URLSearchParams();
  if (estado) params.set('estado', estado);
  if (page > 0) params.set('page', String(page));
  return params;
}
