import { ERRORES, esCodigoError } from '@feria/contracts';
import { ApiError } from './api-client';

/**
 * The form field a rejected save belongs to, if it is one of `campos`: the answer's `campo`, else
 * the field the error catalogue gives its `codigo`. Never decided by the message text.
 */
export function campoDelError<C extends string>(error: unknown, campos: readonly C[]): C | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const campo =
    error.campo ?? (esCodigoError(error.codigo) ? (ERRORES[error.codigo] as { campo?: string }).campo : undefined);
  return campos.find((c) => c === campo);
}
