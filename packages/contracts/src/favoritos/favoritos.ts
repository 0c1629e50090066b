// docs/producto/favoritos.md: a buyer's saved products and one-shot alerts (back in stock, price drop).

export const FAVORITOS_RECURSO = 'favoritos';
