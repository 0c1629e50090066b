import type { RegistrarEnvioInput, Venta } from '@feria/contracts';
import type { UserContext } from '../../lib/context';

// docs/producto/envios.md#seguimiento: the seller records the shipment of a home delivery.

/** PUT …/ventas/{id}/envio. */
export async function registrarEnvio(_ctx: UserContext, _id: string, _input: RegistrarEnvioInput): Promise<Venta> {
  throw new Error('registrarEnvio: en construcción');
}
