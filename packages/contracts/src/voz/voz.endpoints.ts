import { MENSAJES_VOZ } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { comandoTextoInput, motorVoz, respuestaVoz } from './voz.schemas';

/** docs/producto/api.md#productos voice calls, role emprendedor, own shop only; nothing is written by them (the dialog confirms). */
export const VOZ_PREFIJO = '/api/emprendedor/v1/comandos-voz';
const recurso = 'comandos-voz';

export const vozApi = {
  /** The typed variant of procesarAudio: the same answer for a command written in the dialog. */
  procesarTexto: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${VOZ_PREFIJO}/procesarTexto`,
    body: comandoTextoInput,
    respuesta: respuestaVoz,
    error: MENSAJES_VOZ.errorAudio(),
  }),
  motor: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VOZ_PREFIJO}/motor`,
    respuesta: motorVoz,
    error: MENSAJES_VOZ.errorAudio(),
  }),
};

/** POST multipart: `file` (grabacion.wav), `emprendimientoId`, optional `transcripcion` (the browser's). */
export const RUTA_PROCESAR_AUDIO = `${VOZ_PREFIJO}/procesarAudio`;
