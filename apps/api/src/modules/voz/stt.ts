import type { Config } from '../../config';
import { errorDe } from '../../lib/app-error';

// Speech to text (docs/producto/voz.md): no Spanish speech model installs from npm or
// Debian, so the engines are a server speaking OpenAI's /v1/audio/transcriptions (OpenAI,
// whisper.cpp's server, faster-whisper-server), the transcript the browser made (Web Speech
// API, es-AR), or none (typed commands still work).

export type MotorStt = Config['voz']['motor'];

export interface SpeechToText {
  readonly motor: MotorStt;
  readonly descripcion: string;
  /** The words in the recording; `delNavegador` is the browser's transcript, when it sent one. */
  transcribir(wav: Buffer, delNavegador: string | undefined): Promise<string>;
}

export function crearSpeechToText(c: Config['voz'], hacerFetch: typeof fetch = fetch): SpeechToText {
  if (c.motor === 'none') {
    return {
      motor: 'none',
      descripcion: 'Sin reconocimiento de voz configurado: escribí el comando.',
      transcribir: async () => {
        throw errorDe('VOZ_SIN_MOTOR');
      },
    };
  }
  if (c.motor === 'browser') {
    return {
      motor: 'browser',
      descripcion:
        'Reconocimiento de voz del navegador (es-AR), cuando el navegador lo tiene; si no, escribí el comando.',
      transcribir: async (_wav, delNavegador) => {
        const t = delNavegador?.trim();
        if (!t) throw errorDe('VOZ_SIN_TRANSCRIPCION');
        return t;
      },
    };
  }
  const url = c.url!;
  return {
    motor: 'openai-compatible',
    descripcion: `Reconocimiento de voz del servidor (${c.modelo}).`,
    transcribir: async (wav) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'grabacion.wav');
      form.append('model', c.modelo);
      form.append('language', 'es');
      form.append('response_format', 'json');
      let res: Response;
      try {
        res = await hacerFetch(url, {
          method: 'POST',
          body: form,
          headers: c.apiKey ? { authorization: `Bearer ${c.apiKey}` } : {},
          signal: AbortSignal.timeout(c.timeoutMs),
        });
      } catch (e) {
        if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))
          throw errorDe('VOZ_MOTOR_TIEMPO');
        throw errorDe('VOZ_MOTOR_FALLO', { cause: e });
      }
      if (!res.ok)
        throw errorDe('VOZ_MOTOR_FALLO', {
          cause: new Error(`STT ${res.status}: ${(await res.text()).slice(0, 200)}`),
        });
      const cuerpo = (await res.json().catch(() => null)) as { text?: unknown } | null;
      if (!cuerpo || typeof cuerpo.text !== 'string') throw errorDe('VOZ_MOTOR_FALLO');
      const texto = cuerpo.text.trim();
      if (!texto) throw errorDe('VOZ_TRANSCRIPCION_VACIA');
      return texto;
    },
  };
}
