// The recording as docs/producto/precios.md wants it: 16-bit PCM WAV. The browser captures Float32 samples at
// the audio device's rate; they are mixed to mono and resampled to 16 kHz (what speech engines
// use; 32 kB per second, so 60 s is under 2 MB).

export const WAV_FRECUENCIA = 16000;

/** Linear resampling of mono samples from `desde` Hz to `hacia` Hz. */
export function remuestrear(muestras: Float32Array, desde: number, hacia: number = WAV_FRECUENCIA): Float32Array {
  if (desde === hacia) return muestras;
  const razon = desde / hacia;
  const n = Math.floor(muestras.length / razon);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = i * razon;
    const k = Math.floor(x);
    const f = x - k;
    const a = muestras[k] ?? 0;
    const b = muestras[k + 1] ?? a;
    out[i] = a + (b - a) * f;
  }
  return out;
}

/** Chunks captured one after another, as one array. */
export function unir(trozos: readonly Float32Array[]): Float32Array {
  const total = trozos.reduce((s, t) => s + t.length, 0);
  const out = new Float32Array(total);
  let o = 0;
  for (const t of trozos) {
    out.set(t, o);
    o += t.length;
  }
  return out;
}

/** A RIFF/WAVE file, PCM 16-bit mono, of samples in [-1, 1] (clipped). */
export function codificarWav(muestras: Float32Array, frecuencia: number = WAV_FRECUENCIA): ArrayBuffer {
  const datos = muestras.length * 2;
  const buf = new ArrayBuffer(44 + datos);
  const v = new DataView(buf);
  const ascii = (o: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(o + i, s.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + datos, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, frecuencia, true);
  v.setUint32(28, frecuencia * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  ascii(36, 'data');
  v.setUint32(40, datos, true);
  for (let i = 0; i < muestras.length; i++) {
    const s = Math.max(-1, Math.min(1, muestras[i]!));
    v.setInt16(44 + i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return buf;
}

/** mm:ss of a number of seconds. */
export function mmss(segundos: number): string {
  const s = Math.max(0, Math.floor(segundos));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
