import type { DevolucionInput, Venta } from '@feria/contracts';
import type { UserContext } from '../../lib/context';
import type { Comercio } from './comercio';

// docs/producto/devoluciones.md: the seller answers the return a confirmed revocation opened.

/** PUT …/ventas/{id}/devolucion. */
export async function cambiarDevolucion(
  _ctx: UserContext,
  _comercio: Comercio,
  _id: string,
  _input: DevolucionInput,
): Promise<Venta> {
  throw new Error('cambiarDevolucion: en construcción');
}
