/** Reviews from verified purchases (decision 038). */
export const RESENA_COMENTARIO_MAX = 1000;
export const MENSAJES_RESENA = {
  calificacion: 'Elegí de 1 a 5 estrellas',
  comentarioLargo: `El comentario puede tener hasta ${RESENA_COMENTARIO_MAX} caracteres`,
  respuestaVacia: 'Escribí tu respuesta',
  respuestaLarga: `La respuesta puede tener hasta ${RESENA_COMENTARIO_MAX} caracteres`,
  motivoReporte: 'Contanos por qué la reportás (entre 5 y 500 caracteres)',
  motivoOcultar: 'Escribí el motivo para ocultarla (entre 5 y 500 caracteres)',
  noEncontrada: 'Reseña no encontrada',
  sinCompraCompletada: 'Solo podés calificar un pedido tuyo que ya recibiste (estado «completado»)',
  yaCalificada: 'Ya calificaste esto en este pedido. Podés editar tu reseña.',
  itemAjeno: 'Ese producto no es parte de este pedido',
  plazoEdicion: 'Pasaron más de 30 días desde que escribiste la reseña: ya no se puede editar',
  yaRespondida: 'Ya respondiste esta reseña: cada reseña tiene una sola respuesta',
  yaReportada: 'Ya reportaste esta reseña. Un administrador la va a revisar.',
  errorListar: 'No pudimos cargar las reseñas',
  errorGuardar: 'No pudimos guardar tu reseña',
  errorResponder: 'No pudimos guardar tu respuesta',
  errorReportar: 'No pudimos enviar el reporte',
  errorModerar: 'No pudimos actualizar la reseña',
} as const;
