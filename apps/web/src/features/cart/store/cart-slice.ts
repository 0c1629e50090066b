import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// spec §3 "Cart item / Cart group / Cart state", §4.5 rules. The cart lives in the browser (client
// state, ARCHITECTURE.md "Web app"): the server decides prices and stock again at checkout.

/** spec §3 Cart item: `price` is the unit price after the discount in effect. */
export interface CartItem {
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
}

export interface CartState {
  items: CartItem[];
  isOpen: boolean;
  selectedEmprendimientoGroup: string | null;
  isInCheckout: boolean;
  originalCheckoutGroup: string | null;
  temporaryGroupSelection: string | null;
  isSelectingNewGroup: boolean;
}

export const initialCartState: CartState = {
  items: [],
  isOpen: false,
  selectedEmprendimientoGroup: null,
  isInCheckout: false,
  originalCheckoutGroup: null,
  temporaryGroupSelection: null,
  isSelectingNewGroup: false,
};

const tope = (item: Pick<CartItem, 'stock'>, cantidad: number) => (item.stock === undefined ? cantidad : Math.min(cantidad, item.stock));

/** spec §4.5: the selected group clears itself when no item belongs to it (or the cart is empty). */
function sanearGrupo(state: CartState): void {
  const g = state.selectedEmprendimientoGroup;
  if (g !== null && !state.items.some((i) => i.emprendimientoId === g)) state.selectedEmprendimientoGroup = null;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Merges into the line with the same id; default quantity 1; never more than the stock. */
    addItem(state, { payload }: PayloadAction<Omit<CartItem, 'quantity'> & { quantity?: number }>) {
      const cantidad = payload.quantity ?? 1;
      if (!(cantidad > 0)) return;
      const existente = state.items.find((i) => i.id === payload.id);
      if (existente) {
        Object.assign(existente, { ...payload, quantity: tope(payload, existente.quantity + cantidad) });
        return;
      }
      const quantity = tope(payload, cantidad);
      if (quantity > 0) state.items.push({ ...payload, quantity });
    },
    removeItem(state, { payload: id }: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.id !== id);
      sanearGrupo(state);
    },
    /** 0 or less removes the line. */
    updateQuantity(state, { payload }: PayloadAction<{ id: string; quantity: number }>) {
      const item = state.items.find((i) => i.id === payload.id);
      if (!item) return;
      if (payload.quantity <= 0) {
        state.items = state.items.filter((i) => i.id !== payload.id);
        sanearGrupo(state);
        return;
      }
      item.quantity = Math.max(1, tope(item, Math.floor(payload.quantity)));
    },
    clearCart(state) {
      state.items = [];
      state.selectedEmprendimientoGroup = null;
    },
    /** After an order for one shop is placed: that group leaves the cart, the others stay. */
    removeGroup(state, { payload: emprendimientoId }: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.emprendimientoId !== emprendimientoId);
      sanearGrupo(state);
    },
    /** What the server says now of each product (price, discount, stock); gone products leave. */
    refreshItems(state, { payload }: PayloadAction<{ id: string; changes: Partial<Omit<CartItem, 'id' | 'quantity'>> | null }[]>) {
      for (const { id, changes } of payload) {
        const item = state.items.find((i) => i.id === id);
        if (!item) continue;
        if (changes === null) {
          state.items = state.items.filter((i) => i.id !== id);
          continue;
        }
        Object.assign(item, changes);
        if (item.stock !== undefined && item.quantity > item.stock) item.quantity = item.stock;
        if (item.quantity <= 0) state.items = state.items.filter((i) => i.id !== id);
      }
      sanearGrupo(state);
    },
    /** The cart changed in another tab (the `storage` event). */
    replaceItems(state, { payload }: PayloadAction<{ items: CartItem[]; selectedGroup: string | null }>) {
      state.items = payload.items;
      state.selectedEmprendimientoGroup = payload.selectedGroup;
      sanearGrupo(state);
    },
    toggleSidebar(state) {
      state.isOpen = !state.isOpen;
    },
    setSidebar(state, { payload }: PayloadAction<boolean>) {
      state.isOpen = payload;
    },
    selectGroup(state, { payload }: PayloadAction<string>) {
      if (state.items.some((i) => i.emprendimientoId === payload)) state.selectedEmprendimientoGroup = payload;
    },
    clearGroup(state) {
      state.selectedEmprendimientoGroup = null;
    },
    /** spec §4.5: entering checkout with no group and items of exactly one shop selects it. */
    enterCheckout(state) {
      state.isInCheckout = true;
      const tiendas = new Set(state.items.map((i) => i.emprendimientoId));
      if (state.selectedEmprendimientoGroup === null && tiendas.size === 1) state.selectedEmprendimientoGroup = [...tiendas][0]!;
    },
    /** Leaving checkout resets the group-change flow. */
    exitCheckout(state) {
      state.isInCheckout = false;
      state.originalCheckoutGroup = null;
      state.temporaryGroupSelection = null;
      state.isSelectingNewGroup = false;
    },
    startGroupChange(state) {
      state.isSelectingNewGroup = true;
      state.temporaryGroupSelection = null;
      state.originalCheckoutGroup = state.selectedEmprendimientoGroup;
    },
    setTemporaryGroup(state, { payload }: PayloadAction<string>) {
      state.temporaryGroupSelection = payload;
    },
    /** The temporary choice becomes the selected group and the new original. */
    confirmGroupChange(state) {
      if (state.temporaryGroupSelection !== null) {
        state.selectedEmprendimientoGroup = state.temporaryGroupSelection;
        state.originalCheckoutGroup = state.temporaryGroupSelection;
      }
      state.temporaryGroupSelection = null;
      state.isSelectingNewGroup = false;
    },
    cancelGroupChange(state) {
      state.temporaryGroupSelection = null;
      state.isSelectingNewGroup = false;
    },
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
