import { errorDe } from '../../lib/app-error';

// The recording the dialog sends (docs/producto/precios.md: 16-bit WAV): RIFF/WAVE with a PCM 'fmt ' chunk of
// 16 bits, mono or stereo, 8–48 kHz, and a 'data' chunk. Anything else is refused before it
// reaches a speech engine. Limits: 60 s and 5 MB (≈ 54 s of 48 kHz mono; the browser sends
// 16 kHz mono, 32 kB per second).

export const WAV_MAX_BYTES = 5 * 1024 * 1024;
export const WAV_MAX_SEGUNDOS = 60;

export interface InfoWav {
  canales: number;
  frecuencia: number;
  bits: number;
  segundos: number;
}

export function validarWav(buf: Buffer): InfoWav {
  if (buf.length > WAV_MAX_BYTES) throw errorDe('AUDIO_DEMASIADO_GRANDE');
  if (buf.length < 44 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE')
    throw errorDe('AUDIO_INVALIDO');
  let fmt: { formato: number; canales: number; frecuencia: number; bits: number } | null = null;
  let datos = -1;
  let i = 12;
  while (i + 8 <= buf.length) {
    const id = buf.toString('ascii', i, i + 4);
    const tam = buf.readUInt32LE(i + 4);
    const cuerpo = i + 8;
    if (id === 'fmt ') {
      if (tam < 16 || cuerpo + 16 > buf.length) throw errorDe('AUDIO_INVALIDO');
      fmt = {
        formato: buf.readUInt16LE(cuerpo),
        canales: buf.readUInt16LE(cuerpo + 2),
        frecuencia: buf.readUInt32LE(cuerpo + 4),
        bits: buf.readUInt16LE(cuerpo + 14),
      };
      // WAVE_FORMAT_EXTENSIBLE carries the real format in its sub-format GUID.
      if (fmt.formato === 0xfffe && tam >= 40 && cuerpo + 26 <= buf.length) fmt.formato = buf.readUInt16LE(cuerpo + 24);
    } else if (id === 'data') {
      // A streaming writer may leave the size at 0 or 0xFFFFFFFF: the rest of the file is the data.
      datos = tam === 0 || tam === 0xffffffff || cuerpo + tam > buf.length ? buf.length - cuerpo : tam;
      break;
    }
    i = cuerpo + tam + (tam % 2);
  }
  if (!fmt || datos < 0) throw errorDe('AUDIO_INVALIDO');
  if (
    fmt.formato !== 1 ||
    fmt.bits !== 16 ||
    fmt.canales < 1 ||
    fmt.canales > 2 ||
    fmt.frecuencia < 8000 ||
    fmt.frecuencia > 48000
  )
    throw errorDe('AUDIO_INVALIDO');
  const segundos = datos / (fmt.frecuencia * fmt.canales * 2);
  if (segundos > WAV_MAX_SEGUNDOS) throw errorDe('AUDIO_DEMASIADO_LARGO');
  return {
    canales: fmt.canales,
    frecuencia: fmt.frecuencia,
    bits: fmt.bits,
    segundos: Math.round(segundos * 100) / 100,
  };
}

/** A 16-bit PCM WAV of the given samples (tests and fixtures). */
export function wavPcm16(muestras: Int16Array, frecuencia = 16000, canales = 1): Buffer {
  const datos = muestras.length * 2;
  const b = Buffer.alloc(44 + datos);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + datos, 4);
  b.write('WAVE', 8, 'ascii');
  b.write('fmt ', 12, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(canales, 22);
  b.writeUInt32LE(frecuencia, 24);
  b.writeUInt32LE(frecuencia * canales * 2, 28);
  b.writeUInt16LE(canales * 2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(datos, 40);
  for (let k = 0; k < muestras.length; k++) b.writeInt16LE(muestras[k]!, 44 + k * 2);
  return b;
}
