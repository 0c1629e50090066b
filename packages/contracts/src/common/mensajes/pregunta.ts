/** Public product questions (docs/producto/preguntas.md). */
export const MENSAJES_PREGUNTAS = {
  errorPreguntas: 'No pudimos cargar las preguntas.',
} as const;
