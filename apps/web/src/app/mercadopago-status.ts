/** Mercado Pago back-URL status (`status` or `collection_status`) → our payment-return route. */
export function pagoResultadoPath(params: URLSearchParams): '/pago/exito' | '/pago/pendiente' | '/pago/error' {
  const status = (params.get('status') ?? params.get('collection_status') ?? '').toLowerCase();
  if (status === 'approved') return '/pago/exito';
  if (status === 'pending' || status === 'in_process') return '/pago/pendiente';
  return '/pago/error';
}
