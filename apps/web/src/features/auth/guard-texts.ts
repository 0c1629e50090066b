/** docs/producto/rutas.md#comportamientos-de-ruta / docs/producto/identidad.md#pantallas-de-guardia / docs/producto/errores.md: texts of the authentication screens, verbatim. */
export const AUTH_TEXTS = {
  inicializando: 'Inicializando autenticación...',
  verificandoAutenticacion: 'Verificando autenticación...',
  verificandoEmprendedor: 'Verificando perfil del emprendedor...',
  verificandoComprador: 'Verificando perfil del comprador...',
  verificandoCuenta: 'Verificando estado de la cuenta...',
  determinandoAcceso: 'Determinando su acceso...',
  errorPerfil: 'Error al Verificar Perfil',
  errorCritico: 'Error Crítico de Cuenta',
  errorCuenta: 'Error al Verificar Cuenta',
  rolNoReconocido: 'Rol no reconocido',
} as const;

/** docs/producto/rutas.md#tabla-de-rutas paths the guards and post-login send people to. */
export const AUTH_PATHS = {
  home: '/',
  postLogin: '/post-login',
  error: '/error',
  errorRol: '/error?motivo=rol',
  cuentaDesactivada: '/cuenta-desactivada',
  cuentaInactiva: '/cuenta-inactiva',
  adminDashboard: '/dashboard-administracion-identidades',
  emprendedorDashboard: '/dashboard-emprendedor',
  emprendedorCompleteProfile: '/emprendedor/complete-profile',
  compradorDashboard: '/dashboard-comprador',
  compradorCompleteProfile: '/comprador/complete-profile',
} as const;
