import { z } from 'zod';
import { idEnteroJson, idEnteroOpcional, uuidParam } from '../common/common.schemas';
import { linea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, PUBLICO_PREFIJO } from '../endpoints/rutas';
import { MENSAJES_ENVIO as M } from '../common/messages';

// A shop's delivery options (docs/producto/envios.md#metodos): pickup, home delivery priced by the
// buyer's province, or 'a coordinar'. The seller writes the whole list; the buyer reads what
// reaches a province.

export const TIPOS_ENVIO = ['RETIRO', 'DOMICILIO', 'A_COORDINAR'] as const;
export type TipoEnvio = (typeof TIPOS_ENVIO)[number];
export const MAX_METODOS_ENVIO = 10;
export const MAX_ZONAS_ENVIO = 25;
export const MAX_DIAS_ENVIO = 60;
const MAX_MONTO = 9_999_999;

const texto = (requerido: string, max: number, largo: string) =>
  linea({ error: requerido }).trim().min(1, requerido).max(max, largo);

/** docs/producto/precios.md#moneda: pesos, at most two decimals. */
const centavos = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const monto = (mensaje: string, min: 'cero' | 'positivo') => {
  const base = z.number({ error: mensaje }).max(MAX_MONTO, mensaje);
  return (min === 'cero' ? base.min(0, mensaje) : base.positive(mensaje)).refine(centavos, mensaje);
};
const dias = z.number({ error: M.dias }).int(M.dias).min(0, M.dias).max(MAX_DIAS_ENVIO, M.dias);

/** docs/producto/envios.md#retiro: where and when the buyer picks the order up. */
export const direccionRetiro = z.object({
  calle: texto(M.calle, 120, 'La calle no puede superar los 120 caracteres'),
  numero: texto(M.numero, 10, 'El número no puede superar los 10 caracteres'),
  ciudad: texto(M.ciudad, 80, 'La ciudad no puede superar los 80 caracteres'),
  idProvincia: idEnteroJson(M.provincia),
});
export type DireccionRetiro = z.infer<typeof direccionRetiro>;

/**
 * docs/producto/envios.md#zonas: a price and delivery time for some provinces, or for every
 * province no other zone names (`restoDelPais`, with no provinces of its own).
 */
export const zonaEnvioInput = z
  .object({
    restoDelPais: z.boolean({ error: M.sinProvincias }).default(false),
    idProvincias: z
      .array(idEnteroJson(M.provincia), { error: M.sinProvincias })
      .max(24, M.provinciaRepetida)
      .default([])
      // One province twice in the same zone says nothing more than once.
      .transform((ids) => [...new Set(ids)]),
    costo: monto(M.costo, 'cero'),
    diasMin: dias,
    diasMax: dias,
  })
  .superRefine((z0, ctx) => {
    if (z0.restoDelPais && z0.idProvincias.length > 0)
      ctx.addIssue({ code: 'custom', path: ['idProvincias'], message: M.restoConProvincias });
    if (!z0.restoDelPais && z0.idProvincias.length === 0)
      ctx.addIssue({ code: 'custom', path: ['idProvincias'], message: M.sinProvincias });
    if (z0.diasMin > z0.diasMax) ctx.addIssue({ code: 'custom', path: ['diasMax'], message: M.diasInvertidos });
  });
export type ZonaEnvioInput = z.input<typeof zonaEnvioInput>;
export type ZonaEnvio = z.output<typeof zonaEnvioInput>;

const id = uuidParam.optional();
const nombre = texto(M.nombre, 60, M.nombreLargo);

const retiroInput = z.object({
  id,
  tipo: z.literal('RETIRO'),
  nombre,
  direccion: direccionRetiro,
  horarios: texto(M.horarios, 200, M.horariosLargo),
});

const domicilioInput = z.object({
  id,
  tipo: z.literal('DOMICILIO'),
  nombre,
  zonas: z
    .array(zonaEnvioInput, { error: M.sinZonas })
    .min(1, M.sinZonas)
    .max(MAX_ZONAS_ENVIO, M.demasiadasZonas)
    .superRefine((zonas, ctx) => {
      // docs/producto/envios.md#zonas: a province has one price, so it sits in one zone only.
      const vistas = new Set<number>();
      let restos = 0;
      zonas.forEach((zona, i) => {
        if (zona.restoDelPais && ++restos > 1)
          ctx.addIssue({ code: 'custom', path: [i, 'restoDelPais'], message: M.dosRestos });
        if (zona.idProvincias.some((p) => vistas.has(p)))
          ctx.addIssue({ code: 'custom', path: [i, 'idProvincias'], message: M.provinciaRepetida });
        zona.idProvincias.forEach((p) => vistas.add(p));
      });
    }),
  /** docs/producto/envios.md#gratis-desde: the order amount from which this delivery costs nothing. */
  gratisDesde: monto(M.gratisDesde, 'positivo')
    .nullable()
    .optional()
    .transform((n) => n ?? null),
});

const aCoordinarInput = z.object({ id, tipo: z.literal('A_COORDINAR'), nombre });

export const metodoEnvioInput = z.discriminatedUnion('tipo', [retiroInput, domicilioInput, aCoordinarInput], {
  error: M.tipo,
});
export type MetodoEnvioInput = z.input<typeof metodoEnvioInput>;

/** PUT body: the whole list, in the seller's order. A method with `id` keeps it; a missing one is removed. */
export const metodosEnvioInput = z.object({
  metodos: z
    .array(metodoEnvioInput, { error: M.sinMetodos })
    .min(1, M.sinMetodos)
    .max(MAX_METODOS_ENVIO, M.demasiadosMetodos)
    .superRefine((metodos, ctx) => {
      const ids = new Set<string>();
      metodos.forEach((m, i) => {
        if (m.id === undefined) return;
        if (ids.has(m.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: M.idRepetido });
        ids.add(m.id);
      });
    }),
});
export type MetodosEnvioInput = z.input<typeof metodosEnvioInput>;
export type MetodosEnvioInputParsed = z.output<typeof metodosEnvioInput>;

// Answers.

const zonaEnvio = z.object({
  restoDelPais: z.boolean(),
  idProvincias: z.array(z.number().int()),
  costo: z.number(),
  diasMin: z.number().int(),
  diasMax: z.number().int(),
});

const retiro = z.object({
  id: z.uuid(),
  tipo: z.literal('RETIRO'),
  nombre: z.string(),
  direccion: z.object({ calle: z.string(), numero: z.string(), ciudad: z.string(), idProvincia: z.number().int() }),
  horarios: z.string(),
});
const domicilio = z.object({
  id: z.uuid(),
  tipo: z.literal('DOMICILIO'),
  nombre: z.string(),
  zonas: z.array(zonaEnvio),
  gratisDesde: z.number().nullable(),
});
const aCoordinar = z.object({ id: z.uuid(), tipo: z.literal('A_COORDINAR'), nombre: z.string() });

/** One stored method, as the seller's screen reads it. */
export const metodoEnvio = z.discriminatedUnion('tipo', [retiro, domicilio, aCoordinar]);
export type MetodoEnvio = z.infer<typeof metodoEnvio>;
export const metodosEnvio = z.object({ metodos: z.array(metodoEnvio) });
export type MetodosEnvio = z.infer<typeof metodosEnvio>;

/**
 * docs/producto/envios.md#lectura-publica: a method as a buyer reads it. With a province, pickup
 * costs 0 and home delivery carries that province's `costo`, `diasMin` and `diasMax` and only the
 * zone that reaches it; without one, those are null and every zone is listed.
 */
export const metodoEnvioPublico = z.discriminatedUnion('tipo', [
  retiro.extend({ costo: z.literal(0) }),
  domicilio.extend({
    costo: z.number().nullable(),
    diasMin: z.number().int().nullable(),
    diasMax: z.number().int().nullable(),
  }),
  aCoordinar,
]);
export type MetodoEnvioPublico = z.infer<typeof metodoEnvioPublico>;
export const enviosDeTienda = z.object({
  /** The province asked for, or null: every method with all its zones. */
  idProvincia: z.number().int().nullable(),
  metodos: z.array(metodoEnvioPublico),
});
export type EnviosDeTienda = z.infer<typeof enviosDeTienda>;

export const enviosPublicosQuery = z.object({ idProvincia: idEnteroOpcional(M.provinciaConsulta) });
export type EnviosPublicosQuery = z.input<typeof enviosPublicosQuery>;

const deEmprendimiento = z.object({ idEmprendimiento: uuidParam });

/** docs/producto/envios.md#metodos: the shop owner's list (GET) and its replacement (PUT). */
export const enviosVendedorApi = {
  obtener: endpoint({
    recurso: 'envios',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/envios`,
    params: deEmprendimiento,
    respuesta: metodosEnvio,
    error: M.obtener,
  }),
  guardar: endpoint({
    recurso: 'envios',
    metodo: 'PUT',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/envios`,
    params: deEmprendimiento,
    body: metodosEnvioInput,
    respuesta: metodosEnvio,
    error: M.guardar,
  }),
};

/** docs/producto/envios.md#lectura-publica: what a buyer in a province can choose (public, cached). */
export const enviosPublicosApi = {
  obtener: endpoint({
    recurso: 'envios',
    metodo: 'GET',
    ruta: `${PUBLICO_PREFIJO}/tienda/{idEmprendimiento}/envios`,
    params: deEmprendimiento,
    query: enviosPublicosQuery,
    respuesta: enviosDeTienda,
    error: M.obtener,
  }),
};
