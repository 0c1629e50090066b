// Paths of the account calls the web makes at start-up (profile check, account status), kept in
// a module without schemas so reading them does not bring zod into the first bundle. The
// endpoint descriptors use these same strings (decision 026).

/** docs/producto/api.md#convenciones public base: everything anonymous visitors may read. */
export const PUBLICO_PREFIJO = '/api/v1/public/core';
/** GET sitio: read at start-up by the public layout (demo notice). */
export const RUTA_SITIO = `${PUBLICO_PREFIJO}/sitio`;

export const EMPRENDIMIENTOS_VENDEDOR_PREFIJO = '/api/emprendedor/v1/emprendimientos';
export const COMPRADORES_PREFIJO = '/api/comprador/v1/compradores';

export const RUTAS_CUENTA = {
  verificarEmprendedor: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/verificar/{userId}`,
  emprendimiento: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{id}`,
  desactivarEmprendimiento: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/desactivar/{userId}`,
  verificarComprador: `${COMPRADORES_PREFIJO}/{id}/verificar`,
  compradorEliminado: `${COMPRADORES_PREFIJO}/{id}/eliminado`,
} as const;
