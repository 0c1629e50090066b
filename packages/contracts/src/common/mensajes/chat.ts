/** The order chat. */
export const CHAT_MAX_CARACTERES = 2000;
export const MENSAJES_CHAT = {
  vacio: 'Escribí un mensaje',
  largo: `El mensaje puede tener hasta ${CHAT_MAX_CARACTERES} caracteres`,
  demasiados: 'Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.',
} as const;
