import type { FastifyRequest } from 'fastify';
import type { MediosDePago } from '@feria/contracts';
import { mediosDePago } from '../../modules/pagos/medios';

// docs/producto/pagos.md#medios-de-pago: the shop's and the product's public payloads say what the
// shop takes before the buyer reaches checkout. Composed here, beside the routes, so neither the
// shop nor the product module imports payments (payments already imports the shops' module).

/** `datos` with its shop's payment methods (one indexed read). */
export async function conMediosDePago<T extends object>(
  req: FastifyRequest,
  idEmprendimiento: string,
  datos: T,
): Promise<T & { mediosDePago: MediosDePago }> {
  const app = req.server;
  const medios = await mediosDePago(app.db, [idEmprendimiento], app.cuentasMercadoPago.oauth !== undefined);
  return { ...datos, mediosDePago: [...(medios.get(idEmprendimiento) ?? ['TRANSFERENCIA'])] };
}
