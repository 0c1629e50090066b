import { describe, expect, it } from 'vitest';
import { borrarBorrador, BORRADOR_KEY, BORRADOR_TTL_MS, guardarBorrador, leerBorrador } from './borrador';

function memoria() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('question draft kept across the login round trip', () => {
  it('gives the text back on the same product until it is cleared', () => {
    const s = memoria();
    guardarBorrador('p1', '¿Tiene talle 40?', s, 1000);
    expect(leerBorrador('p2', s, 2000)).toBeNull();
    expect(leerBorrador('p1', s, 2000)).toBe('¿Tiene talle 40?');
    borrarBorrador(s);
    expect(s.m.has(BORRADOR_KEY)).toBe(false);
    expect(leerBorrador('p1', s, 2000)).toBeNull();
  });

  it('drops an old draft, a blank one and a malformed record', () => {
    const s = memoria();
    guardarBorrador('p1', 'Hola', s, 0);
    expect(leerBorrador('p1', s, BORRADOR_TTL_MS + 1)).toBeNull();
    guardarBorrador('p1', '   ', s, 0);
    expect(leerBorrador('p1', s, 10)).toBeNull();
    s.setItem(BORRADOR_KEY, '{no es json');
    expect(leerBorrador('p1', s, 10)).toBeNull();
  });

  it('works when the storage refuses (privacy mode, quota)', () => {
    const roto = {
      getItem: () => {
        throw new Error('bloqueado');
      },
      setItem: () => {
        throw new Error('bloqueado');
      },
      removeItem: () => undefined,
    };
    expect(() => guardarBorrador('p1', 'x', roto)).not.toThrow();
    expect(leerBorrador('p1', roto)).toBeNull();
    expect(() => borrarBorrador(roto)).not.toThrow();
  });
});
