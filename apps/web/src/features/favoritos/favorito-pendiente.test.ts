import { describe, expect, it } from 'vitest';
import { guardarFavoritoPendiente, tomarFavoritoPendiente } from './favorito-pendiente';
import { ID_PRODUCTO } from './test-fixtures';

function memoria() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('a visitor’s heart carried through the login (docs/producto/favoritos-pantallas.md#visitante)', () => {
  it('is taken once', () => {
    const store = memoria();
    guardarFavoritoPendiente(ID_PRODUCTO, store, 1_000);
    expect(tomarFavoritoPendiente(store, 2_000)).toBe(ID_PRODUCTO);
    expect(tomarFavoritoPendiente(store, 2_000)).toBeNull();
  });

  it('is dropped after 30 minutes, or when it does not name a product', () => {
    const store = memoria();
    guardarFavoritoPendiente(ID_PRODUCTO, store, 0);
    expect(tomarFavoritoPendiente(store, 30 * 60_000 + 1)).toBeNull();
    expect(store.m.size).toBe(0);
    guardarFavoritoPendiente('no-es-un-id', store, 0);
    expect(tomarFavoritoPendiente(store, 1)).toBeNull();
    store.setItem('feria_favorito_pendiente', '{roto');
    expect(tomarFavoritoPendiente(store, 1)).toBeNull();
  });
});
