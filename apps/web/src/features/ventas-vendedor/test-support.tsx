// Test-only data and harness for the seller's sale screens: never imported by app code.
import type { Venta } from '@feria/contracts';
import { EMP_ID, VENTA_ID, ventaFixture } from '../../components/ui/venta/test-fixtures';
import { mockFetch, ok, renderPage } from '../../components/ui/test-support';
import { VentaDetalle } from './components/venta-detalle';

export * from '../../components/ui/venta/test-fixtures';

/** The seller's read of order #1042: GET of it; its actions are PUT `${VENTA_VENDEDOR}/<acción>`. */
export const VENTA_VENDEDOR = `/api/emprendedor/v1/emprendimientos/ventas/${VENTA_ID}`;

/** Order #1042 as its seller reads it: paid with Mercado Pago, with the buyer's e-mail. */
export function ventaVendedorFixture(over: Partial<Venta> = {}): Venta {
  return ventaFixture({
    compradorEmail: 'lucia@example.com',
    pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
    reservaHasta: null,
    ...over,
  });
}

/** What a fake PUT answers, from the request it got. */
export type Responder = Parameters<typeof mockFetch>[0][string];

/**
 * The sale's detail over a fake server holding `venta`. With `put`, PUT `put.ruta` answers with
 * `put.responder`, and a successful answer is the order the detail reads next.
 */
export function renderVentaDetalle(venta: Venta, put?: { ruta: string; responder: Responder }) {
  let actual = venta;
  const api = mockFetch({
    [`GET ${VENTA_VENDEDOR}`]: () => ok(actual),
    ...(put
      ? {
          [`PUT ${put.ruta}`]: async (req) => {
            const r = await put.responder(req);
            if ((r.status ?? 200) === 200) actual = r.body as Venta;
            return r;
          },
        }
      : {}),
  });
  renderPage(<VentaDetalle ventaId={VENTA_ID} emprendimientoId={EMP_ID} onClose={() => {}} />);
  return api;
}
