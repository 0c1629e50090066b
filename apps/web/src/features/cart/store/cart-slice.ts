// docs/producto/entidades.md "Cart item / Cart group / Cart state", docs/producto/carrito.md#estado-del-carrito rules. The cart lives in the browser (client
// state, docs/arquitectura.md#capas): the server decides prices and stock again at checkout.
// A plain reducer with immutable updates (decision 048: no Redux Toolkit / immer in the start
// bundle); an action that changes nothing returns the same state, so nothing re-renders.

/**
 * docs/producto/entidades.md Cart item: `price` is the unit price after the discount in effect. A
 * line is one product, or one variant of it (docs/producto/variantes.md): two sizes of the same shoe
 * are two lines, whose `id` is `lineaId(idProducto, idVariante)`.
 */
export interface CartItem {
  /** The line's key: the product's id, or product and variant (see `lineaId`). */
  id: string;
  name: string;
  price: number;
  quantity: number;
  emprendimientoId: string;
  nombreEmprendimiento: string;
  image?: string | null;
  description?: string;
  hasDiscount?: boolean;
  discountPercentage?: number;
  originalPrice?: number;
  /** Units available when last seen: the cart never asks for more. */
  stock?: number;
  /** The product's attributes (talle, color…), shown as chips on the line (docs/producto/entidades.md Cart item: color, size…). */
  atributos?: { clave: string; valor: string }[];
  /** The product, on a variant's line (older lines have none: their `id` is the product's). */
  idProducto?: string;
  /** The chosen variant, sent with the order. */
  idVariante?: string;
  /** The chosen values as the buyer reads them ('Talle 38 · Negro'). */
  variante?: string;
}

/** The key of a cart line: the product alone, or the product and its variant. */
export const lineaId = (idProducto: string, idVariante?: string | null) =>
  idVariante ? `${idProducto}~${idVariante}` : idProducto;

/** The product a line is of (lines saved before variants keep the product's id as their own). */
export const productoDe = (i: Pick<CartItem, 'id' | 'idProducto'>) => i.idProducto ?? i.id;

/**
 * Something the server changed in a line since the buyer added it (docs/producto/carrito.md#cambios):
 * kept until the buyer dismisses it, changes that line, or orders the group, so whichever screen
 * applied the change (drawer, checkout, another tab) the buyer reads it before paying.
 */
export type AvisoCarrito = { id: string; emprendimientoId: string; nombre: string } & (
  | { tipo: 'cantidad'; antes: number; ahora: number }
  | { tipo: 'precio'; antes: number; ahora: number }
  | { tipo: 'sinStock' }
  | { tipo: 'noDisponible' }
  /** A line without a variant of a product that is now sold by its options (docs/producto/variantes.md#compra). */
  | { tipo: 'elegirOpciones' }
);

export interface CartState {
  items: CartItem[];
  /** The shop of the line added last: its group opens in the drawer (docs/producto/carrito.md#grupos). */
  lastAddedGroup: string | null;
  avisos: AvisoCarrito[];
  isOpen: boolean;
  selectedEmprendimientoGroup: string | null;
  isInCheckout: boolean;
  originalCheckoutGroup: string | null;
  temporaryGroupSelection: string | null;
  isSelectingNewGroup: boolean;
}

export const initialCartState: CartState = {
  items: [],
  lastAddedGroup: null,
  avisos: [],
  isOpen: false,
  selectedEmprendimientoGroup: null,
  isInCheckout: false,
  originalCheckoutGroup: null,
  temporaryGroupSelection: null,
  isSelectingNewGroup: false,
};

const tope = (item: Pick<CartItem, 'stock'>, cantidad: number) =>
  item.stock === undefined ? cantidad : Math.min(cantidad, item.stock);

/** `state` with `changes` applied, or `state` itself when they change nothing. */
function con<T extends object>(state: T, changes: Partial<T>): T {
  return (Object.keys(changes) as (keyof T)[]).every((k) => Object.is(state[k], changes[k]))
    ? state
    : { ...state, ...changes };
}

/** docs/producto/carrito.md#estado-del-carrito: the selected group clears itself when no item belongs to it (or the cart is empty). */
function sanearGrupo(state: CartState): CartState {
  const g = state.selectedEmprendimientoGroup;
  return g !== null && !state.items.some((i) => i.emprendimientoId === g)
    ? { ...state, selectedEmprendimientoGroup: null }
    : state;
}

/** The cart's lines with `items` in place of the old ones (the selected group checked again). */
const conLineas = (state: CartState, items: CartItem[]) => sanearGrupo(con(state, { items }));
const sinLinea = (state: CartState, id: string) =>
  sinAvisos(
    conLineas(
      state,
      state.items.filter((i) => i.id !== id),
    ),
    (a) => a.id === id,
  );

/** `state` without the notices `quitar` picks (the same state when there are none). */
function sinAvisos(state: CartState, quitar: (a: AvisoCarrito) => boolean): CartState {
  return state.avisos.some(quitar) ? { ...state, avisos: state.avisos.filter((a) => !quitar(a)) } : state;
}

/**
 * Adds a notice; a later change of the same kind to the same line keeps what the buyer had first
 * (3 → 2, then 2 → 1 reads 3 → 1) and a price that went back to where it was drops its notice.
 */
function conAviso(avisos: AvisoCarrito[], aviso: AvisoCarrito): AvisoCarrito[] {
  const previo = avisos.find((a) => a.id === aviso.id && a.tipo === aviso.tipo);
  const otros = avisos.filter(
    (a) => a !== previo && (aviso.tipo === 'cantidad' || aviso.tipo === 'precio' || a.id !== aviso.id),
  );
  if (
    (aviso.tipo === 'cantidad' || aviso.tipo === 'precio') &&
    previo &&
    (previo.tipo === 'cantidad' || previo.tipo === 'precio')
  ) {
    return previo.antes === aviso.ahora ? otros : [...otros, { ...aviso, antes: previo.antes }];
  }
  return [...otros, aviso];
}

/** The line as a notice names it: a variant's values beside the product ('Zapatilla (Talle 38 · Negro)'). */
export const nombreDeLinea = (i: Pick<CartItem, 'name' | 'variante'>) =>
  i.variante ? `${i.name} (${i.variante})` : i.name;
const base = (i: CartItem) => ({ id: i.id, emprendimientoId: i.emprendimientoId, nombre: nombreDeLinea(i) });

const reducers = {
  /** Merges into the line with the same id; default quantity 1; never more than the stock. */
  addItem(state: CartState, payload: Omit<CartItem, 'quantity'> & { quantity?: number }): CartState {
    const cantidad = payload.quantity ?? 1;
    if (!(cantidad > 0)) return state;
    const existente = state.items.find((i) => i.id === payload.id);
    if (existente) {
      const linea = { ...existente, ...payload, quantity: tope(payload, existente.quantity + cantidad) };
      return {
        ...state,
        items: state.items.map((i) => (i === existente ? linea : i)),
        lastAddedGroup: payload.emprendimientoId,
      };
    }
    const quantity = tope(payload, cantidad);
    return quantity > 0
      ? { ...state, items: [...state.items, { ...payload, quantity }], lastAddedGroup: payload.emprendimientoId }
      : state;
  },
  removeItem(state: CartState, id: string): CartState {
    return state.items.some((i) => i.id === id) ? sinLinea(state, id) : sanearGrupo(state);
  },
  /** 0 or less removes the line. The buyer chose this quantity: a notice of a cut quantity is over. */
  updateQuantity(state: CartState, payload: { id: string; quantity: number }): CartState {
    const item = state.items.find((i) => i.id === payload.id);
    if (!item) return state;
    if (payload.quantity <= 0) return sinLinea(state, payload.id);
    const quantity = Math.max(1, tope(item, Math.floor(payload.quantity)));
    if (quantity === item.quantity) return state;
    return sinAvisos(
      { ...state, items: state.items.map((i) => (i === item ? { ...i, quantity } : i)) },
      (a) => a.id === item.id && a.tipo === 'cantidad',
    );
  },
  clearCart(state: CartState): CartState {
    return con(state, {
      items: state.items.length === 0 ? state.items : [],
      selectedEmprendimientoGroup: null,
      avisos: state.avisos.length === 0 ? state.avisos : [],
    });
  },
  /** After an order for one shop is placed: that group leaves the cart (its notices too), the others stay. */
  removeGroup(state: CartState, emprendimientoId: string): CartState {
    const items = state.items.filter((i) => i.emprendimientoId !== emprendimientoId);
    return sinAvisos(
      conLineas(state, items.length === state.items.length ? state.items : items),
      (a) => a.emprendimientoId === emprendimientoId,
    );
  },
  /**
   * What the server says now of each product (price, discount, stock); gone products leave. Every
   * change the buyer did not make is recorded as a notice (docs/producto/carrito.md#cambios).
   */
  refreshItems(
    state: CartState,
    payload: { id: string; changes: Partial<Omit<CartItem, 'id' | 'quantity'>> | null | 'elegirOpciones' }[],
  ): CartState {
    let items = state.items;
    let avisos = state.avisos;
    for (const { id, changes } of payload) {
      const item = items.find((i) => i.id === id);
      if (!item) continue;
      if (changes === null || changes === 'elegirOpciones') {
        items = items.filter((i) => i.id !== id);
        avisos = conAviso(avisos, { ...base(item), tipo: changes === null ? 'noDisponible' : 'elegirOpciones' });
        continue;
      }
      if ((Object.keys(changes) as (keyof typeof changes)[]).every((k) => Object.is(item[k], changes[k]))) continue;
      const nuevo = { ...item, ...changes };
      if (nuevo.price !== item.price)
        avisos = conAviso(avisos, { ...base(item), tipo: 'precio', antes: item.price, ahora: nuevo.price });
      if (nuevo.stock !== undefined && nuevo.quantity > nuevo.stock) {
        nuevo.quantity = Math.max(0, nuevo.stock);
        avisos = conAviso(
          avisos,
          nuevo.quantity === 0
            ? { ...base(item), tipo: 'sinStock' }
            : { ...base(item), tipo: 'cantidad', antes: item.quantity, ahora: nuevo.quantity },
        );
      }
      items = nuevo.quantity <= 0 ? items.filter((i) => i.id !== id) : items.map((i) => (i === item ? nuevo : i));
    }
    return con(conLineas(state, items), { avisos });
  },
  /**
   * The cart changed in another tab (the `storage` event). A line whose stock, as the other tab read
   * it, fell below what this tab held was cut there: this tab says so too.
   */
  replaceItems(state: CartState, payload: { items: CartItem[]; selectedGroup: string | null }): CartState {
    let avisos = state.avisos;
    for (const nuevo of payload.items) {
      const previo = state.items.find((i) => i.id === nuevo.id);
      if (previo && nuevo.stock !== undefined && nuevo.stock < previo.quantity && nuevo.quantity < previo.quantity) {
        avisos = conAviso(avisos, { ...base(previo), tipo: 'cantidad', antes: previo.quantity, ahora: nuevo.quantity });
      }
    }
    return sanearGrupo(
      con(state, { items: payload.items, selectedEmprendimientoGroup: payload.selectedGroup, avisos }),
    );
  },
  /** The buyer read the notices (of one shop, or all of them). */
  dismissAvisos(state: CartState, emprendimientoId: string | null): CartState {
    return sinAvisos(state, (a) => emprendimientoId === null || a.emprendimientoId === emprendimientoId);
  },
  toggleSidebar(state: CartState): CartState {
    return { ...state, isOpen: !state.isOpen };
  },
  setSidebar(state: CartState, isOpen: boolean): CartState {
    return con(state, { isOpen });
  },
  selectGroup(state: CartState, id: string): CartState {
    return state.items.some((i) => i.emprendimientoId === id) ? con(state, { selectedEmprendimientoGroup: id }) : state;
  },
  clearGroup(state: CartState): CartState {
    return con(state, { selectedEmprendimientoGroup: null });
  },
  /** docs/producto/carrito.md#estado-del-carrito: entering checkout with no group and items of exactly one shop selects it. */
  enterCheckout(state: CartState): CartState {
    const tiendas = new Set(state.items.map((i) => i.emprendimientoId));
    const unica =
      state.selectedEmprendimientoGroup === null && tiendas.size === 1
        ? [...tiendas][0]!
        : state.selectedEmprendimientoGroup;
    return con(state, { isInCheckout: true, selectedEmprendimientoGroup: unica });
  },
  /** Leaving checkout resets the group-change flow. */
  exitCheckout(state: CartState): CartState {
    return con(state, {
      isInCheckout: false,
      originalCheckoutGroup: null,
      temporaryGroupSelection: null,
      isSelectingNewGroup: false,
    });
  },
  startGroupChange(state: CartState): CartState {
    return con(state, {
      isSelectingNewGroup: true,
      temporaryGroupSelection: null,
      originalCheckoutGroup: state.selectedEmprendimientoGroup,
    });
  },
  setTemporaryGroup(state: CartState, id: string): CartState {
    return con(state, { temporaryGroupSelection: id });
  },
  /** The temporary choice becomes the selected group and the new original. */
  confirmGroupChange(state: CartState): CartState {
    const elegido = state.temporaryGroupSelection;
    const grupo = elegido === null ? {} : { selectedEmprendimientoGroup: elegido, originalCheckoutGroup: elegido };
    return con(state, { ...grupo, temporaryGroupSelection: null, isSelectingNewGroup: false });
  },
  cancelGroupChange(state: CartState): CartState {
    return con(state, { temporaryGroupSelection: null, isSelectingNewGroup: false });
  },
};

type Reducers = typeof reducers;
/** What a reducer takes after the state (`undefined` when it takes nothing). */
type PayloadOf<K extends keyof Reducers> = Parameters<Reducers[K]>[1];

/** One cart action: `{ type: 'addItem', payload: … }` and so on for every reducer above. */
export type CartAction = { [K in keyof Reducers]: { type: K; payload: PayloadOf<K> } }[keyof Reducers];

type ActionCreators = {
  [K in keyof Reducers]: PayloadOf<K> extends undefined
    ? () => Extract<CartAction, { type: K }>
    : (payload: PayloadOf<K>) => Extract<CartAction, { type: K }>;
};

/** `cartActions.addItem(item)` and so on: the actions to dispatch. */
export const cartActions = Object.fromEntries(
  Object.keys(reducers).map((type) => [type, (payload?: unknown) => ({ type, payload })]),
) as unknown as ActionCreators;

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  const reducer = reducers[action.type] as (s: CartState, p: unknown) => CartState;
  return reducer(state, action.payload);
}
