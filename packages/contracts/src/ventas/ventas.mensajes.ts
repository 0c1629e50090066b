// Texts and limits of orders live in common/mensajes/venta.ts with the other texts (one place).
export {
  CANTIDAD_MAX_POR_ITEM,
  ITEMS_MAX_POR_VENTA,
  MONTO_MAX_POR_VENTA,
  MENSAJES_VENTA,
} from '../common/mensajes/venta';
