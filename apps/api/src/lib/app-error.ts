import { CODIGOS, CODIGOS_PERFIL, ERRORES, MENSAJES, MENSAJES_PERFIL, type CodigoError } from '@feria/contracts';

/**
 * An expected outcome with a Spanish message for the user (STYLE.md "Errors"): the error
 * handler answers `{ mensaje, codigo }` with this status.
 */
export class AppError extends Error {
  readonly codigo: string;
  readonly statusCode: number;
  /** Seconds the client should wait before trying again (429/503): sent as Retry-After. */
  readonly reintentarEn?: number;
  /** What exactly went wrong, under the catalogue text (e.g. the coupon's minimum amount). */
  detalle?: string;
  constructor(codigo: string, mensaje: string, statusCode: number, reintentarEn?: number, options?: ErrorOptions) {
    super(mensaje, options);
    this.name = 'AppError';
    this.codigo = codigo;
    this.statusCode = statusCode;
    if (reintentarEn !== undefined) this.reintentarEn = reintentarEn;
  }
}

/** By catalogue code: status and text come from contracts ERRORES. */
export function errorDe(codigo: CodigoError, reintentarEn?: number): AppError {
  const { status, mensaje } = ERRORES[codigo];
  return new AppError(codigo, mensaje, status, reintentarEn);
}

/** The catalogue error with a detail under its text. */
export function errorConDetalle(codigo: CodigoError, detalle: string): AppError {
  const error = errorDe(codigo);
  error.detalle = detalle;
  return error;
}

export const productoNoEncontrado = () =>
  new AppError(CODIGOS.productoNoEncontrado, MENSAJES.productoNoEncontrado, 404);
export const emprendimientoNoEncontrado = () =>
  new AppError(CODIGOS.emprendimientoNoEncontrado, MENSAJES.emprendimientoNoEncontrado, 404);
export const tiendaNoEncontrada = () => new AppError(CODIGOS.tiendaNoEncontrada, MENSAJES.tiendaNoEncontrada, 404);

// Identity and ownership: the same words for the web client and the tests.
export const noAutenticado = () => new AppError(CODIGOS_PERFIL.noAutenticado, MENSAJES_PERFIL.noAutenticado, 401);
export const tokenInvalido = () => new AppError(CODIGOS_PERFIL.noAutenticado, MENSAJES_PERFIL.tokenInvalido, 401);
export const sinPermiso = () => new AppError(CODIGOS_PERFIL.sinPermiso, MENSAJES_PERFIL.sinPermiso, 403);
export const conflicto = (mensaje: string) => new AppError(CODIGOS_PERFIL.conflicto, mensaje, 409);
export const validacion = (mensaje: string) => new AppError(CODIGOS.validacion, mensaje, 400);
