import { describe, expect, it } from 'vitest';
import { codificarWav, mmss, remuestrear, unir } from './wav';

describe('16-bit WAV of the recording', () => {
  it('writes a RIFF/WAVE PCM 16-bit mono header and clipped samples', () => {
    const wav = new DataView(codificarWav(new Float32Array([0, 1, -1, 2, -0.5]), 16000));
    const ascii = (o: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(o + i)));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint16(20, true)).toBe(1);
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(16000);
    expect(wav.getUint16(34, true)).toBe(16);
    expect(wav.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767, -16384]);
  });

  it('resamples 48 kHz to 16 kHz (a third of the samples) and joins chunks in order', () => {
    const x = new Float32Array(48000).map((_, i) => i / 48000);
    const y = remuestrear(x, 48000);
    expect(y.length).toBe(16000);
    expect(y[8000]).toBeCloseTo(0.5, 3);
    expect(Array.from(unir([new Float32Array([1, 2]), new Float32Array([3])]))).toEqual([1, 2, 3]);
  });

  it('shows the timer as mm:ss', () => {
    expect([mmss(0), mmss(9.7), mmss(61), mmss(600)]).toEqual(['00:00', '00:09', '01:01', '10:00']);
  });
});
