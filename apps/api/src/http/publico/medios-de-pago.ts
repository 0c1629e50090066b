import type { FastifyInstance } from 'fastify';
import { mediosDePago } from '../../modules/pagos/medios';

// docs/producto/pagos.md#medios-de-pago: the shop's and the product's public payloads say what the
// shop takes before the buyer reaches checkout. The payments module writes it as a column that the
// routes here hand to the shop's and the product's loaders (decision 091: one statement per page),
// so neither the shop nor the product module imports payments (payments already imports the
// shops' module).

/** The shop's payment methods as a column of the page's statement (as of now), under this deployment's Mercado Pago set-up. */
export function mediosDePagoDe(app: FastifyInstance): ReturnType<typeof mediosDePago> {
  return mediosDePago(app.cuentasMercadoPago.oauth !== undefined);
}
