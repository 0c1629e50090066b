/** spec §7.2: the appearance lives under the seller's emprendimiento. */
export const EMPRENDIMIENTOS_BASE = '/api/emprendedor/v1/emprendimientos';
export const PRODUCTOS_BASE = '/api/emprendedor/v1/productos';
export const IMAGENES_BASE = '/api/emprendedor/v1/imagenes';

const all = ['tienda-editor'] as const;

export const editorKeys = {
  all,
  apariencia: (idEmprendimiento: string) => [...all, idEmprendimiento, 'apariencia'] as const,
  atributos: (idEmprendimiento: string) => [...all, idEmprendimiento, 'atributos'] as const,
};
