/** Public product questions (docs/producto/preguntas.md). */
export const PREGUNTA_TEXTO_MIN = 3;
export const PREGUNTA_TEXTO_MAX = 500;
export const RESPUESTA_PREGUNTA_MAX = 1000;
export const MOTIVO_OCULTAR_PREGUNTA_MAX = 500;

export const MENSAJES_PREGUNTAS = {
  errorPreguntas: 'No pudimos cargar las preguntas.',
  textoPregunta: `Escribí tu pregunta (entre ${PREGUNTA_TEXTO_MIN} y ${PREGUNTA_TEXTO_MAX} caracteres)`,
  textoRespuesta: `Escribí tu respuesta (entre ${PREGUNTA_TEXTO_MIN} y ${RESPUESTA_PREGUNTA_MAX} caracteres)`,
  sinHtml: 'Escribí texto común, sin etiquetas HTML',
  motivoOcultarPregunta: `Contá por qué la ocultás (entre 5 y ${MOTIVO_OCULTAR_PREGUNTA_MAX} caracteres)`,
  estadoPreguntas: 'El estado debe ser sin_responder, respondidas u ocultas',
  /** What replaces a phone, an e-mail, a link or a handle (docs/producto/preguntas.md#enmascarado). */
  datoOculto: '[dato de contacto oculto]',
  /** The note under a masked question or answer. */
  notaEnmascarado: 'Ocultamos datos de contacto para cuidar tu compra',
  preguntaNoEncontrada: 'Pregunta no encontrada',
  preguntaPropia: 'No podés preguntar en los productos de tu propio emprendimiento',
  demasiadasPreguntas: 'Hiciste muchas preguntas en la última hora. Esperá un rato y volvé a preguntar.',
  preguntaOculta: 'La pregunta está oculta: mostrala de nuevo para responderla',
  errorPreguntar: 'No pudimos enviar tu pregunta',
  errorResponderPregunta: 'No pudimos guardar la respuesta',
  errorOcultarPregunta: 'No pudimos actualizar la pregunta',
  preguntaleAlVendedor: 'Preguntale al vendedor',
  sinPreguntas: 'Todavía nadie preguntó. ¡Hacé la primera pregunta!',
  /** Push notices (docs/producto/preguntas.md#avisos). */
  pushPreguntaNueva: 'Te hicieron una pregunta',
  pushPreguntaRespondida: 'Respondieron tu pregunta',
} as const;

/** 'responde en ~2 horas' (docs/producto/preguntas.md#tiempo-de-respuesta); minutes already rounded by the API. */
export function textoTiempoRespuesta(minutos: number): string {
  if (minutos < 60) return `Responde en ~${Math.max(minutos, 5)} minutos`;
  const horas = Math.round(minutos / 60);
  if (horas < 24) return horas === 1 ? 'Responde en ~1 hora' : `Responde en ~${horas} horas`;
  const dias = Math.round(horas / 24);
  return dias === 1 ? 'Responde en ~1 día' : `Responde en ~${dias} días`;
}
