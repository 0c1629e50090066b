/** Mercado Pago back-URL status (`status` or `collection_status`) → our payment-return route. */
export function pagoResultadoPath(params: URLSearchParams): '/pago/exito' | '/pago/pendiente' | '/pago/error' {
  const status = (params.get('status') ?? params.get('collection_status') ?? '').toLowerCase();
  if (status === 'approved') return '/pago/exito';
  if (status === 'pending' || status === 'in_process') return '/pago/pendiente';
  return '/pago/error';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order this return is about: `external_reference` is our order id (anything else is not one of ours). */
export function ventaIdDeRetorno(params: URLSearchParams): string | null {
  const ref = params.get('external_reference')?.trim() ?? '';
  return UUID.test(ref) ? ref.toLowerCase() : null;
}

/** Mercado Pago's payment number, when the return carries one ('null' when the buyer left without paying). */
export function operacionDeRetorno(params: URLSearchParams): string | null {
  const op = params.get('payment_id') ?? params.get('collection_id');
  return op && op !== 'null' ? op : null;
}
