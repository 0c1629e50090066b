/** Seller product API (spec §7.4 seller calls). */
export const PRODUCTOS_PATH = '/api/emprendedor/v1/productos';

const all = ['productos-vendedor'] as const;

/** Query keys of the seller's own products; every write invalidates `all`. */
export const productosVendedorKeys = {
  all,
  lista: (idEmprendimiento: string) => [...all, 'lista', idEmprendimiento] as const,
  detalle: (id: string) => [...all, 'detalle', id] as const,
  tipos: () => [...all, 'tipos'] as const,
  atributos: (idEmprendimiento: string) => [...all, 'atributos', idEmprendimiento] as const,
};

export const enc = encodeURIComponent;
