import { afterEach, describe, expect, it, vi } from 'vitest';
import { agregarVisitaLocal, borrarVisitasLocales, leerVisitasLocales, VISITAS_KEY } from './visitas-locales';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('anonymous visited shops', () => {
  it('keeps the last 10, newest first, without repeats', () => {
    for (let i = 1; i <= 12; i++) agregarVisitaLocal(id(i));
    agregarVisitaLocal(id(5));
    const ids = leerVisitasLocales();
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe(id(5));
    expect(ids.slice(1)).toEqual([12, 11, 10, 9, 8, 7, 6, 4, 3].map(id));
    borrarVisitasLocales();
    expect(leerVisitasLocales()).toEqual([]);
  });

  it('survives broken or foreign data and a storage that throws', () => {
    window.localStorage.setItem(VISITAS_KEY, '{no es json');
    expect(leerVisitasLocales()).toEqual([]);
    window.localStorage.setItem(VISITAS_KEY, JSON.stringify(['<script>', 7, id(1)]));
    expect(leerVisitasLocales()).toEqual([id(1)]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(agregarVisitaLocal(id(2))).toEqual([id(2), id(1)]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(leerVisitasLocales()).toEqual([]);
  });
});
