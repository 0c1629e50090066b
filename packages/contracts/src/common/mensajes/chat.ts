import { numeroAR } from '../numeros';

/** The order chat. */
export const CHAT_MAX_CARACTERES = 2000;
export const MENSAJES_CHAT = {
  vacio: 'Escribí un mensaje',
  largo: `El mensaje puede tener hasta ${CHAT_MAX_CARACTERES} caracteres`,
  demasiados: 'Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.',
  /** A paste that would take the message past the limit is refused whole (the typed text stays). */
  pegadoLargo: (total: number) =>
    `No pegamos ese texto: con él, el mensaje tendría ${numeroAR(total)} caracteres y el máximo es ${numeroAR(CHAT_MAX_CARACTERES)}. Pegá una parte más corta o mandalo en varios mensajes.`,
} as const;
