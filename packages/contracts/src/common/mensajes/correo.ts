/** The local outbox an admin reads (admin/correos.endpoints.ts): texts of its two error answers. */
export const MENSAJES_CORREO = {
  noEncontrado: 'Ese correo no está en la bandeja de salida',
  conSmtp: 'Los correos salen por el servidor SMTP configurado (SMTP_URL): no se guarda una bandeja de salida local.',
} as const;
