import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@feria/contracts';
import { loadCart, parseStoredItems } from './cart-storage';
import { createStore } from './store';
import { cartActions } from './cart-slice';

const valido = [
  { id: 'p1', name: 'Mate', price: 1000, quantity: 2, emprendimientoId: 'e1', nombreEmprendimiento: 'Tienda' },
];

describe('stored cart (docs/producto/validacion.md, docs/producto/errores.md)', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads a valid cart and its selected group', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(valido));
    window.localStorage.setItem(STORAGE_KEYS.selectedGroup, 'e1');
    expect(loadCart()).toEqual({ items: valido, selectedGroup: 'e1' });
  });

  it('logs and removes a corrupt cart instead of breaking', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const malo of ['{no es json', JSON.stringify({ items: 1 }), 'null']) {
      window.localStorage.setItem(STORAGE_KEYS.cart, malo);
      expect(loadCart()).toEqual({ items: [], selectedGroup: null });
      expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    }
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('one bad stored line drops only that line; the rest of the cart and its group stay', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const otra = { ...valido[0], id: 'p2', emprendimientoId: 'e2', atributos: [{ clave: 'Talle', valor: 'M' }] };
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        valido[0],
        { id: 'p1', price: -5 },
        { ...valido[0], id: 'p3', quantity: 0 },
        { ...valido[0], id: 'p4', atributos: [{ clave: 'Color' }] },
        otra,
      ]),
    );
    window.localStorage.setItem(STORAGE_KEYS.selectedGroup, 'e2');
    expect(loadCart()).toEqual({ items: [valido[0], otra], selectedGroup: 'e2' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([valido[0], otra]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('drops a selected group with no items', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(valido));
    window.localStorage.setItem(STORAGE_KEYS.selectedGroup, 'otra');
    expect(loadCart().selectedGroup).toBeNull();
    expect(parseStoredItems(null)).toEqual({ items: [], descartadas: 0 });
  });

  it('writes every change and follows other tabs', () => {
    const store = createStore();
    store.dispatch(
      cartActions.addItem({ id: 'p9', name: 'Vela', price: 500, emprendimientoId: 'e2', nombreEmprendimiento: 'Luz' }),
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toMatchObject([{ id: 'p9', quantity: 1 }]);
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(valido));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    expect(store.getState().cart.items).toEqual(valido);
  });
});
