import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartActions as a, cartReducer, initialCartState, type CartItem, type CartState } from './cart-slice';
import { badgeContent, groupItems, SIN_NOMBRE, totalsOf } from './cart-selectors';

const item = (id: string, emp = 'e1', extra: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> => ({
  id,
  name: `Producto ${id}`,
  price: 1000,
  emprendimientoId: emp,
  nombreEmprendimiento: `Tienda ${emp}`,
  ...extra,
});
const run = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, initialCartState);

describe('cart rules (docs/producto/carrito.md#estado-del-carrito)', () => {
  it('adds with quantity 1 by default and merges the same id', () => {
    const s = run(a.addItem(item('p1')), a.addItem({ ...item('p1'), quantity: 2 }));
    expect(s.items).toHaveLength(1);
    expect(s.items[0]!.quantity).toBe(3);
  });

  it('never holds more than the stock', () => {
    const s = run(
      a.addItem({ ...item('p1', 'e1', { stock: 2 }), quantity: 5 }),
      a.addItem(item('p1', 'e1', { stock: 2 })),
    );
    expect(s.items[0]!.quantity).toBe(2);
    expect(run(a.addItem(item('p2', 'e1', { stock: 0 }))).items).toEqual([]);
    expect(
      run(a.addItem(item('p1', 'e1', { stock: 3 })), a.updateQuantity({ id: 'p1', quantity: 9 })).items[0]!.quantity,
    ).toBe(3);
  });

  it('updates, removes at 0 or less, clears', () => {
    expect(run(a.addItem(item('p1')), a.updateQuantity({ id: 'p1', quantity: 4 })).items[0]!.quantity).toBe(4);
    expect(run(a.addItem(item('p1')), a.updateQuantity({ id: 'p1', quantity: 0 })).items).toEqual([]);
    expect(run(a.addItem(item('p1')), a.updateQuantity({ id: 'p1', quantity: -2 })).items).toEqual([]);
    expect(run(a.addItem(item('p1')), a.addItem(item('p2')), a.removeItem('p1')).items.map((i) => i.id)).toEqual([
      'p2',
    ]);
    expect(run(a.addItem(item('p1')), a.selectGroup('e1'), a.clearCart())).toMatchObject({
      items: [],
      selectedEmprendimientoGroup: null,
    });
  });

  it('clears the selected group when none of its items is left', () => {
    const s = run(a.addItem(item('p1', 'e1')), a.addItem(item('p2', 'e2')), a.selectGroup('e1'), a.removeItem('p1'));
    expect(s.selectedEmprendimientoGroup).toBeNull();
  });

  it('selects the only shop on entering checkout, not one of several', () => {
    expect(run(a.addItem(item('p1', 'e1')), a.enterCheckout()).selectedEmprendimientoGroup).toBe('e1');
    expect(
      run(a.addItem(item('p1', 'e1')), a.addItem(item('p2', 'e2')), a.enterCheckout()).selectedEmprendimientoGroup,
    ).toBeNull();
  });

  it('runs the group-change flow: start, temporary choice, confirm or cancel; exit resets it', () => {
    const base = [
      a.addItem(item('p1', 'e1')),
      a.addItem(item('p2', 'e2')),
      a.selectGroup('e1'),
      a.enterCheckout(),
      a.startGroupChange(),
    ];
    expect(run(...base)).toMatchObject({
      isSelectingNewGroup: true,
      temporaryGroupSelection: null,
      originalCheckoutGroup: 'e1',
    });
    expect(run(...base, a.setTemporaryGroup('e2'), a.confirmGroupChange())).toMatchObject({
      selectedEmprendimientoGroup: 'e2',
      originalCheckoutGroup: 'e2',
      isSelectingNewGroup: false,
      temporaryGroupSelection: null,
    });
    expect(run(...base, a.setTemporaryGroup('e2'), a.cancelGroupChange())).toMatchObject({
      selectedEmprendimientoGroup: 'e1',
      isSelectingNewGroup: false,
    });
    expect(run(...base, a.exitCheckout())).toMatchObject({
      isInCheckout: false,
      originalCheckoutGroup: null,
      temporaryGroupSelection: null,
      isSelectingNewGroup: false,
    });
  });

  it('removes the group an order was placed for and keeps the others', () => {
    const s = run(a.addItem(item('p1', 'e1')), a.addItem(item('p2', 'e2')), a.selectGroup('e1'), a.removeGroup('e1'));
    expect(s.items.map((i) => i.id)).toEqual(['p2']);
    expect(s.selectedEmprendimientoGroup).toBeNull();
  });

  it('applies the server’s prices and stock, dropping products that are gone', () => {
    const s = run(
      a.addItem({ ...item('p1'), quantity: 4 }),
      a.addItem(item('p2')),
      a.refreshItems([
        { id: 'p1', changes: { price: 1200, stock: 2 } },
        { id: 'p2', changes: null },
      ]),
    );
    expect(s.items).toMatchObject([{ id: 'p1', price: 1200, quantity: 2 }]);
  });

  it('records every change the server made as a notice (docs/producto/carrito.md#cambios)', () => {
    const t = run(
      a.addItem({ ...item('p1'), quantity: 4 }),
      a.addItem(item('p2')),
      a.addItem({ ...item('p3', 'e2'), quantity: 2 }),
      a.refreshItems([
        { id: 'p1', changes: { price: 1200, stock: 2 } },
        { id: 'p2', changes: null },
        { id: 'p3', changes: { stock: 0 } },
      ]),
    );
    expect(t.avisos).toEqual([
      { id: 'p1', emprendimientoId: 'e1', nombre: 'Producto p1', tipo: 'precio', antes: 1000, ahora: 1200 },
      { id: 'p1', emprendimientoId: 'e1', nombre: 'Producto p1', tipo: 'cantidad', antes: 4, ahora: 2 },
      { id: 'p2', emprendimientoId: 'e1', nombre: 'Producto p2', tipo: 'noDisponible' },
      { id: 'p3', emprendimientoId: 'e2', nombre: 'Producto p3', tipo: 'sinStock' },
    ]);
  });

  it('keeps what the buyer had first across cuts; a second refresh with nothing new changes nothing', () => {
    const s = run(
      a.addItem({ ...item('p1'), quantity: 5 }),
      a.refreshItems([{ id: 'p1', changes: { stock: 3 } }]),
      a.refreshItems([{ id: 'p1', changes: { stock: 1 } }]),
    );
    expect(s.avisos).toMatchObject([{ id: 'p1', tipo: 'cantidad', antes: 5, ahora: 1 }]);
    expect(cartReducer(s, a.refreshItems([{ id: 'p1', changes: { stock: 1 } }]))).toBe(s);
    const precio = run(
      a.addItem(item('p1')),
      a.refreshItems([{ id: 'p1', changes: { price: 900 } }]),
      a.refreshItems([{ id: 'p1', changes: { price: 1000 } }]),
    );
    expect(precio.avisos).toEqual([]);
  });

  it('drops notices when the buyer changes the line, dismisses them, or orders the group', () => {
    const cortado = [
      a.addItem({ ...item('p1'), quantity: 5 }),
      a.addItem({ ...item('p2', 'e2'), quantity: 5 }),
      a.refreshItems([
        { id: 'p1', changes: { stock: 3 } },
        { id: 'p2', changes: { stock: 3 } },
      ]),
    ];
    expect(run(...cortado).avisos).toHaveLength(2);
    expect(run(...cortado, a.updateQuantity({ id: 'p1', quantity: 2 })).avisos.map((x) => x.id)).toEqual(['p2']);
    expect(run(...cortado, a.removeItem('p2')).avisos.map((x) => x.id)).toEqual(['p1']);
    expect(run(...cortado, a.dismissAvisos('e1')).avisos.map((x) => x.id)).toEqual(['p2']);
    expect(run(...cortado, a.dismissAvisos(null)).avisos).toEqual([]);
    expect(run(...cortado, a.removeGroup('e2')).avisos.map((x) => x.id)).toEqual(['p1']);
    expect(run(...cortado, a.clearCart()).avisos).toEqual([]);
  });

  it('says so when another tab cut a line to the stock it read', () => {
    const s = run(
      a.addItem({ ...item('p1', 'e1', { stock: 9 }), quantity: 3 }),
      a.addItem({ ...item('p2', 'e1', { stock: 9 }), quantity: 3 }),
    );
    const otraPestana = [
      { ...s.items[0]!, quantity: 2, stock: 2 },
      { ...s.items[1]!, quantity: 1 },
    ];
    expect(cartReducer(s, a.replaceItems({ items: otraPestana, selectedGroup: null })).avisos).toMatchObject([
      { id: 'p1', tipo: 'cantidad', antes: 3, ahora: 2 },
    ]);
  });

  it('remembers the shop of the line added last (its group opens in the drawer)', () => {
    expect(run(a.addItem(item('p1', 'e1')), a.addItem(item('p2', 'e2'))).lastAddedGroup).toBe('e2');
    expect(
      run(a.addItem(item('p1', 'e1')), a.addItem(item('p2', 'e2')), a.addItem(item('p1', 'e1'))).lastAddedGroup,
    ).toBe('e1');
  });

  it('groups per shop with the default name', () => {
    const grupos = groupItems([
      { ...item('p1', 'e1'), quantity: 2 },
      { ...item('p2', 'e2', { nombreEmprendimiento: '' }), quantity: 1 },
    ]);
    expect(grupos.map((g) => [g.emprendimientoId, g.emprendimientoName, g.subtotal, g.totalItems])).toEqual([
      ['e1', 'Tienda e1', 2000, 2],
      ['e2', SIN_NOMBRE, 1000, 1],
    ]);
  });

  it('shows the badge up to 99 and hides it at 0', () => {
    expect(badgeContent(0)).toBeNull();
    expect(badgeContent(7)).toBe('7');
    expect(badgeContent(99)).toBe('99');
    expect(badgeContent(100)).toBe('99+');
  });
});

describe('cart totals (property tests)', () => {
  const linea = fc.record({
    id: fc.uuid(),
    emp: fc.constantFrom('e1', 'e2', 'e3'),
    price: fc.integer({ min: 0, max: 2_000_000 }),
    extra: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    descuento: fc.boolean(),
  });
  const aItems = (
    ls: { id: string; emp: string; price: number; extra: number; quantity: number; descuento: boolean }[],
  ): CartItem[] =>
    ls.map((l) => ({
      ...item(l.id, l.emp),
      price: l.price,
      quantity: l.quantity,
      hasDiscount: l.descuento,
      originalPrice: l.price + l.extra,
    }));

  it('the groups add up to the whole cart; savings are never negative', () => {
    fc.assert(
      fc.property(fc.uniqueArray(linea, { selector: (l) => l.id, maxLength: 20 }), (ls) => {
        const items = aItems(ls);
        const total = totalsOf(items);
        const grupos = groupItems(items);
        expect(grupos.reduce((t, g) => t + g.subtotal, 0)).toBe(total.subtotal);
        expect(grupos.reduce((t, g) => t + g.totalItems, 0)).toBe(total.totalItems);
        expect(grupos.reduce((t, g) => t + g.savings, 0)).toBe(total.savings);
        expect(total.savings).toBeGreaterThanOrEqual(0);
        expect(total.subtotal).toBe(items.reduce((t, i) => t + i.price * i.quantity, 0));
      }),
    );
  });

  it('a refresh never lowers a quantity without a notice saying from how many to how many', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(linea, { selector: (l) => l.id, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 10, maxLength: 10 }),
        (ls, stocks) => {
          const antes = run(...aItems(ls).map((i) => a.addItem(i)));
          const despues = cartReducer(
            antes,
            a.refreshItems(antes.items.map((i, k) => ({ id: i.id, changes: { stock: stocks[k]! } }))),
          );
          for (const i of antes.items) {
            const ahora = despues.items.find((x) => x.id === i.id);
            const avisos = despues.avisos.filter((x) => x.id === i.id);
            if (!ahora) expect(avisos).toMatchObject([{ tipo: 'sinStock' }]);
            else if (ahora.quantity < i.quantity)
              expect(avisos).toMatchObject([{ tipo: 'cantidad', antes: i.quantity, ahora: ahora.quantity }]);
            else expect(avisos).toEqual([]);
            expect(ahora?.quantity ?? 0).toBeLessThanOrEqual(stocks[antes.items.indexOf(i)]!);
          }
        },
      ),
    );
  });

  it('savings count only discounted lines: (originalPrice − price) × quantity', () => {
    fc.assert(
      fc.property(fc.uniqueArray(linea, { selector: (l) => l.id, maxLength: 20 }), (ls) => {
        const esperado = ls.filter((l) => l.descuento).reduce((t, l) => t + l.extra * l.quantity, 0);
        expect(totalsOf(aItems(ls)).savings).toBe(esperado);
      }),
    );
  });
});
