/** The outbox page in the identity administration area. */
export const CORREOS_PATH = '/dashboard-administracion-identidades/correos';
