import { z } from 'zod';
import { paginaQuery, uuidParam } from '../common/common.schemas';
import { MENSAJES_FAVORITOS as M } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { producto } from '../productos/productos.schemas';

// docs/producto/favoritos.md: a buyer's saved products and one-shot alerts (back in stock, price drop).

export { FAVORITOS_MAX, MENSAJES_FAVORITOS } from '../common/messages';
export const FAVORITOS_RECURSO = 'favoritos';
export const ALERTAS_RECURSO = 'alertas';
export const FAVORITOS_PREFIJO = '/api/comprador/v1/favoritos';
export const ALERTAS_PREFIJO = '/api/comprador/v1/alertas';

/** docs/producto/favoritos.md#alertas: 'stock' (a sold-out product or variant is back), 'precio' (a favourite costs less). */
export const TIPOS_ALERTA = ['stock', 'precio'] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

/** A live alert (or one that came true: `cumplidaEn`) of the signed-in buyer. */
export const alerta = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_ALERTA),
  idProducto: z.uuid(),
  nombreProducto: z.string(),
  /** The variant watched by a stock alert ('Talle 38 · Negro' in `textoVariante`); null: the whole product. */
  idVariante: z.uuid().nullable(),
  textoVariante: z.string().nullable(),
  /** Price alerts: the effective price when it was set; it fires when the price goes below it. */
  precioReferencia: z.number().nullable(),
  creadaEn: z.string(),
  cumplidaEn: z.string().nullable(),
});
export type Alerta = z.infer<typeof alerta>;

/** One favourite: the product as a public card shows it now, when it was saved and its live alerts. */
export const favorito = z.object({
  producto,
  guardadoEn: z.string(),
  /** The effective price when saved (null for favourites saved before prices were kept). */
  precioAlGuardar: z.number().nullable(),
  /** It can be bought now: enabled, not deleted, its shop active (else the card says it is unavailable). */
  disponible: z.boolean(),
  /** The buyer's live alerts on this product. */
  alertas: z.array(alerta),
});
export type Favorito = z.infer<typeof favorito>;

export const favoritosQuery = z.object(paginaQuery(20));
export type FavoritosQuery = z.input<typeof favoritosQuery>;

export const favoritosPage = z.object({
  content: z.array(favorito),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type FavoritosPage = z.infer<typeof favoritosPage>;

/** 'Avisame cuando haya stock' (a product, or one variant of it) or 'Avisame si baja de precio'. */
export const alertaInput = z.object({
  tipo: z.enum(TIPOS_ALERTA, { error: M.tipoAlerta }),
  idProducto: uuidParam,
  idVariante: uuidParam.nullish(),
});
export type AlertaInput = z.input<typeof alertaInput>;

export const alertasQuery = z.object({ idProducto: uuidParam.optional() });
export type AlertasQuery = z.input<typeof alertasQuery>;

const idProducto = z.object({ idProducto: uuidParam });

export const favoritosApi = {
  listar: endpoint({
    recurso: FAVORITOS_RECURSO,
    metodo: 'GET',
    ruta: FAVORITOS_PREFIJO,
    query: favoritosQuery,
    respuesta: favoritosPage,
    error: M.errorFavoritos,
  }),
  /** The ids of every favourite (the heart on each card), newest first. */
  ids: endpoint({
    recurso: FAVORITOS_RECURSO,
    metodo: 'GET',
    ruta: `${FAVORITOS_PREFIJO}/ids`,
    respuesta: z.array(z.uuid()),
    error: M.errorFavoritos,
  }),
  guardar: endpoint({
    recurso: FAVORITOS_RECURSO,
    metodo: 'PUT',
    ruta: `${FAVORITOS_PREFIJO}/{idProducto}`,
    params: idProducto,
    respuesta: z.null(),
    status: 204,
    error: M.errorGuardarFavorito,
  }),
  quitar: endpoint({
    recurso: FAVORITOS_RECURSO,
    metodo: 'DELETE',
    ruta: `${FAVORITOS_PREFIJO}/{idProducto}`,
    params: idProducto,
    respuesta: z.null(),
    status: 204,
    error: M.errorQuitarFavorito,
  }),
};

export const alertasApi = {
  /** Live alerts, newest first; `idProducto` narrows to one product (its page asks). */
  listar: endpoint({
    recurso: ALERTAS_RECURSO,
    metodo: 'GET',
    ruta: ALERTAS_PREFIJO,
    query: alertasQuery,
    respuesta: z.array(alerta),
    error: M.errorAlertas,
  }),
  /** Idempotent: the live alert of the same kind, product and variant is answered as it is. */
  crear: endpoint({
    recurso: ALERTAS_RECURSO,
    metodo: 'PUT',
    ruta: ALERTAS_PREFIJO,
    body: alertaInput,
    respuesta: alerta,
    error: M.errorCrearAlerta,
  }),
  quitar: endpoint({
    recurso: ALERTAS_RECURSO,
    metodo: 'DELETE',
    ruta: `${ALERTAS_PREFIJO}/{id}`,
    params: z.object({ id: uuidParam }),
    respuesta: z.null(),
    status: 204,
    error: M.errorQuitarAlerta,
  }),
};
