import { CODIGOS, MENSAJES } from '@feria/contracts';

/**
 * An expected outcome with a Spanish message for the user (STYLE.md "Errors"): the error
 * handler answers `{ mensaje, codigo }` with this status.
 */
export class AppError extends Error {
  readonly codigo: string;
  readonly statusCode: number;
  constructor(codigo: string, mensaje: string, statusCode: number) {
    super(mensaje);
    this.name = 'AppError';
    this.codigo = codigo;
    this.statusCode = statusCode;
  }
}

export const productoNoEncontrado = () => new AppError(CODIGOS.productoNoEncontrado, MENSAJES.productoNoEncontrado, 404);
export const emprendimientoNoEncontrado = () =>
  new AppError(CODIGOS.emprendimientoNoEncontrado, MENSAJES.emprendimientoNoEncontrado, 404);
export const tiendaNoEncontrada = () => new AppError(CODIGOS.tiendaNoEncontrada, MENSAJES.tiendaNoEncontrada, 404);
