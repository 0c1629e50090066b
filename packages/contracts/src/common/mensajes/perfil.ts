/**
 * Validation and guard texts of the profile areas and the admin (docs/producto/validacion.md, docs/producto/errores.md). The old profile
 * thunks' preconditions (no role, unsupported role, no user id, a per-state query) are not here:
 * decision 079.
 */
export const MENSAJES_PERFIL = {
  userIdRequerido: 'User ID is required',
  compradorIdRequerido: 'El ID del comprador es requerido',
  emprendimientoIdRequerido: 'El ID del emprendimiento es requerido',
  estadoRequerido: 'El estado a consultar es requerido y debe ser un string',
  errorVerificarPerfil: 'Error al verificar el estado del perfil',
  errorVerificarEliminado: 'Error al verificar si el comprador fue eliminado',
  errorObtenerEmprendimiento: 'Failed to fetch emprendimiento data',
  errorDesactivar: 'Failed to deactivate emprendimiento',
  provinciaObligatoria: 'Elegí una provincia',
  rubroObligatorio: 'Elegí un rubro',
  codigoPostalInvalido: 'El código postal debe tener 4 dígitos o el formato CPA (por ejemplo C1425ABC)',
  dniInvalido: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  telefonoInvalido: 'Ingresá un teléfono válido, con código de área (por ejemplo 11 4567-8901)',
  cuitInvalido: 'El CUIT no es válido: revisá los 11 dígitos',
  cbuInvalido: 'El CBU/CVU no es válido: debe tener 22 dígitos y sus dígitos verificadores correctos',
  aliasInvalido: 'El alias debe tener entre 6 y 20 caracteres: letras, números, puntos o guiones',
  perfilYaExiste: 'Ya completaste tu perfil',
  emprendimientoYaExiste: 'Ya tenés un emprendimiento registrado',
  perfilNoEncontrado: 'Todavía no completaste tu perfil',
  sinPermiso: 'No tenés permiso para realizar esta acción',
  noAutenticado: 'Iniciá sesión para continuar',
  tokenInvalido: 'Tu sesión no es válida o expiró. Iniciá sesión de nuevo.',
  motivoRechazoRequerido: 'Indicá el motivo del rechazo (al menos 10 caracteres)',
  solicitudNoPendiente: 'Solo se pueden aprobar o rechazar solicitudes pendientes',
  usuarioNoEncontrado: 'Usuario no encontrado',
  // An admin never changes its own account (a revoked admin could undo its revocation),
  // and someone must always be able to undo a mistake.
  noPodesCambiarTuCuenta: 'No podés cambiar tu propia cuenta',
  ultimoAdmin: 'Tiene que quedar al menos un administrador habilitado',
  rolesVacios: 'El usuario necesita al menos un rol',
  cambioVacio: 'Indicá qué cambiar: habilitado o roles',
  unRolPorCuenta: 'Una cuenta no puede ser compradora y emprendedora a la vez',
  // Contact before buying (decision 040).
  whatsappInvalido: 'Ingresá un WhatsApp argentino con código de área, por ejemplo 11 2345-6789 o 0351 15-123-4567',
  instagramInvalido:
    'Ingresá tu usuario de Instagram (por ejemplo @mitienda): letras, números, puntos o guiones bajos, hasta 30',
  emailPublicoInvalido: 'Ingresá un e-mail de contacto válido, por ejemplo hola@mitienda.com.ar',
} as const;
