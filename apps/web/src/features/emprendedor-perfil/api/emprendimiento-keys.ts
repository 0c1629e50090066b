import { cuentaKeys } from '../../../lib/cuenta';

/** Query keys of the seller's own emprendimiento (shared with the guards: lib/cuenta.ts) and of this feature's reads. */
const all = ['emprendedor-perfil'] as const;

export const emprendimientoKeys = {
  all,
  propio: cuentaKeys.emprendimiento,
};

export const EMPRENDIMIENTOS_PATH = '/api/emprendedor/v1/emprendimientos';
export const IMAGENES_PATH = '/api/emprendedor/v1/imagenes';
