/**
 * Where 'Iniciar Sesión' and 'Registrarse' lead. spec §2.4: both start the login flow returning to
 * /post-login; until the identity feature lands, /post-login shows the sign-in-required screen.
 */
export const LOGIN_PATH = '/post-login';
