import { ERRORES, esCodigoError, type DefinicionError } from '@feria/contracts';

/**
 * The answer a test expects for an error: status, text and code as the test states them, plus
 * the field the catalogue gives that code (the error handler sends it; docs/producto/errores.md#cómo-llega-un-error).
 */
export function respuestaError(status: number, mensaje: string, codigo: string) {
  const campo = esCodigoError(codigo) ? (ERRORES[codigo] as DefinicionError).campo : undefined;
  return { status, body: { mensaje, codigo, ...(campo !== undefined ? { campo } : {}) } };
}
