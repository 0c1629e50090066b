/** docs/producto/voz-grabador.md#estados-del-grabador, docs/producto/validacion.md, docs/producto/errores.md voice texts, and the server's own for the audio it refuses. */
export const MENSAJES_VOZ = {
  sinEmprendedor: 'Error: No se pudo identificar al emprendedor.',
  microfono: 'No se pudo acceder al micrófono. Por favor, verifica los permisos en tu navegador.',
  errorAudio: (m?: string) => `Hubo un error al procesar el audio: ${m || 'Inténtalo de nuevo.'}`,
  errorCargaLote: (m?: string) =>
    `Error al cargar los productos: ${m || 'Uno o más productos no pudieron ser creados.'}`,
  errorCargaGuardado: 'Falló la creación de uno o más productos.',
  errorModificarLote: 'Falló la modificación de uno o más productos.',
  errorCambios: 'Ocurrió un error al aplicar los cambios.',
  errorCambiosMasivos: 'Ocurrió un error al aplicar los cambios masivos.',
  accionNoReconocida: 'Acción no reconocida por el sistema.',
  respuestaVacia: 'La respuesta de la API fue vacía.',
  sinProductosValidos: 'No hay productos válidos para cargar.',
  sinSeleccion: (n: number) => `No se ha seleccionado un producto para la modificación #${n}`,
  sinDatosMasivos: 'No hay datos de modificación válidos',
  datosIncompletos: 'Datos de modificación incompletos.',
  audioRequerido: 'Falta la grabación: enviá el archivo grabacion.wav en el campo file.',
  audioInvalido: 'La grabación no es un WAV PCM válido (RIFF/WAVE, PCM de 16 bits, mono o estéreo, 8.000 a 48.000 Hz).',
  audioLargo: 'La grabación dura más de 60 segundos. Grabá un comando más corto.',
  audioGrande: 'La grabación pesa más de 5 MB. Grabá un comando más corto.',
  sinMotor:
    'Este servidor no tiene configurado un reconocimiento de voz (STT_ENGINE). Escribí el comando en el cuadro de texto, o pedile a quien administra Feria que configure STT_URL.',
  sinTranscripcion:
    'Tu navegador no envió la transcripción de la grabación. Escribí o corregí el comando en el cuadro de texto y volvé a enviarlo.',
  motorFallo: 'El servicio de reconocimiento de voz no respondió bien. Probá de nuevo o escribí el comando.',
  motorTiempo: 'El servicio de reconocimiento de voz tardó demasiado. Probá de nuevo o escribí el comando.',
  transcripcionVacia: 'No se entendió nada en la grabación. Hablá cerca del micrófono o escribí el comando.',
} as const;
