import type { z } from 'zod';
import { ERRORES, type CodigoError } from '@feria/contracts';

export interface OpcionesError {
  /** What exactly went wrong, under the catalogue text (a coupon's minimum amount, the product out of stock). */
  detalle?: string;
  /** The body field at fault when it is not the catalogue entry's (dotted path). */
  campo?: string;
  /** Seconds the client should wait before trying again (429/503): sent as Retry-After. */
  reintentarEn?: number;
  cause?: unknown;
}

/**
 * An expected outcome with a Spanish message for the user (STYLE.md "Errors"), built ONLY from a
 * catalogue code (packages/contracts errores.ts): status, text and field come from there, so
 * the answer `{ mensaje, codigo, campo?, detalle? }` is always one the catalogue describes
 * (docs/producto/errores.md#cómo-llega-un-error).
 */
export class AppError extends Error {
  readonly codigo: CodigoError;
  readonly statusCode: number;
  readonly campo?: string;
  readonly reintentarEn?: number;
  readonly detalle?: string;
  /** VALIDACION only: the contracts schema's text for the field, set by errorDeEsquema. */
  textoDelEsquema?: string;
  constructor(codigo: CodigoError, { detalle, campo, reintentarEn, cause }: OpcionesError = {}) {
    const definicion: { status: number; mensaje: string; campo?: string } = ERRORES[codigo];
    super(definicion.mensaje, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.codigo = codigo;
    this.statusCode = definicion.status;
    const elCampo = campo ?? definicion.campo;
    if (elCampo !== undefined) this.campo = elCampo;
    if (detalle) this.detalle = detalle;
    if (reintentarEn !== undefined) this.reintentarEn = reintentarEn;
  }
}

/** By catalogue code: status, text and field come from contracts ERRORES (a number: the Retry-After seconds). */
export function errorDe(codigo: CodigoError, opciones?: OpcionesError | number): AppError {
  return new AppError(codigo, typeof opciones === 'number' ? { reintentarEn: opciones } : opciones);
}

/**
 * A value a contracts schema refuses once the service merges it with the stored one (a coupon's
 * type and value): VALIDACION with that schema's own text and its field as `campo`, as the
 * error handler answers a schema refusal of the request itself. The text is the schema's, never
 * the caller's.
 */
export function errorDeEsquema(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const campo = issue?.path.filter((p) => typeof p === 'string').join('.');
  const e = errorDe('VALIDACION', campo ? { campo } : {});
  if (issue?.message) e.textoDelEsquema = issue.message;
  return e;
}

export const productoNoEncontrado = () => errorDe('PRODUCTO_NO_ENCONTRADO');
export const emprendimientoNoEncontrado = () => errorDe('EMPRENDIMIENTO_NO_ENCONTRADO');
export const tiendaNoEncontrada = () => errorDe('TIENDA_NO_ENCONTRADA');

// Identity and ownership: the same words for the web client and the tests.
export const noAutenticado = () => errorDe('NO_AUTENTICADO');
export const tokenInvalido = () => errorDe('SESION_INVALIDA');
export const sinPermiso = () => errorDe('SIN_PERMISO');
