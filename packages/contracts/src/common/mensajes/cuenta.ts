/** Account texts of the profile areas (buyer and seller accounts, uploads). */
export const MENSAJES_CUENTA = {
  logoInvalido: 'El logo tiene que ser una imagen subida a Feria',
  emprendimientoDesactivado: 'Tu emprendimiento está desactivado: ya no se puede modificar',
  compradorInactivo: 'Tu cuenta de comprador está inactiva',
  imagenRequerida: 'Elegí una imagen para subir',
  /** With a real Keycloak (IDENTITY_EMBEDDED=false) accounts are managed in its admin console. */
  usuariosExternos: 'Las cuentas se administran en la consola del servidor de identidad',
} as const;
