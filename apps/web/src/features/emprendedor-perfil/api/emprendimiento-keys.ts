/** Query keys of the seller's own emprendimiento, keyed by the identity user id (the token's sub). */
const all = ['emprendedor-perfil'] as const;

export const emprendimientoKeys = {
  all,
  propio: (userId: string) => [...all, userId] as const,
};

export const EMPRENDIMIENTOS_PATH = '/api/emprendedor/v1/emprendimientos';
export const IMAGENES_PATH = '/api/emprendedor/v1/imagenes';
