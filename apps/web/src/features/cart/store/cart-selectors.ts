import { CART_BADGE_MAX } from '@feria/contracts';
import type { CartItem, CartState } from './cart-slice';

// Derived cart values (docs/producto/entidades.md Cart group, docs/producto/carrito.md#panel-del-carrito summary, docs/producto/precios.md badge).

/** docs/producto/entidades.md Cart group. */
export interface CartGroup {
  emprendimientoId: string;
  emprendimientoName: string;
  items: CartItem[];
  subtotal: number;
  totalItems: number;
  /** Sum over discounted items of (originalPrice − price) × quantity. */
  savings: number;
}

export const SIN_NOMBRE = 'Emprendimiento sin nombre';

export const lineTotal = (i: CartItem) => i.price * i.quantity;
export const lineSavings = (i: CartItem) =>
  i.hasDiscount && i.originalPrice !== undefined ? Math.max(0, i.originalPrice - i.price) * i.quantity : 0;

export function totalsOf(items: readonly CartItem[]) {
  return {
    subtotal: items.reduce((t, i) => t + lineTotal(i), 0),
    totalItems: items.reduce((t, i) => t + i.quantity, 0),
    savings: items.reduce((t, i) => t + lineSavings(i), 0),
  };
}

/** Groups per emprendimiento, in the order their first item was added. */
export function groupItems(items: readonly CartItem[]): CartGroup[] {
  const grupos = new Map<string, CartItem[]>();
  for (const i of items) grupos.set(i.emprendimientoId, [...(grupos.get(i.emprendimientoId) ?? []), i]);
  return [...grupos].map(([emprendimientoId, lineas]) => ({
    emprendimientoId,
    emprendimientoName: lineas.find((l) => l.nombreEmprendimiento.trim())?.nombreEmprendimiento ?? SIN_NOMBRE,
    items: lineas,
    ...totalsOf(lineas),
  }));
}

type ConCarrito = { cart: CartState };

/**
 * A selector computed from `inputs`, recomputed only when one of their values changes (the last
 * result kept, as reselect's `createSelector` did): the drawer and the checkout get the same groups
 * until the items change.
 */
function createSelector<I extends unknown[], R>(
  inputs: { [K in keyof I]: (s: ConCarrito) => I[K] },
  combine: (...values: I) => R,
): (s: ConCarrito) => R {
  let last: { values: I; result: R } | undefined;
  return (s) => {
    const values = inputs.map((input) => input(s)) as I;
    if (!last || values.some((v, k) => !Object.is(v, last!.values[k]))) last = { values, result: combine(...values) };
    return last.result;
  };
}
const items = (s: ConCarrito) => s.cart.items;

export const selectCart = (s: ConCarrito) => s.cart;
export const selectGroups = createSelector([items], groupItems);
export const selectSelectedGroup = createSelector(
  [selectGroups, (s: ConCarrito) => s.cart.selectedEmprendimientoGroup],
  (grupos, id) => (id === null ? null : (grupos.find((g) => g.emprendimientoId === id) ?? null)),
);
/** What the summary and the checkout apply to: the selected group, else the whole cart. */
export const selectActiveItems = createSelector([items, selectSelectedGroup], (todos, grupo) => grupo?.items ?? todos);
export const selectTotals = createSelector([selectActiveItems], totalsOf);
export const selectItemCount = createSelector([items], (todos) => todos.reduce((t, i) => t + i.quantity, 0));

/** docs/producto/precios.md: the badge shows up to 99 ('99+' past it) and hides at 0. */
export function badgeContent(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}
