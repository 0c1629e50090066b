import { ApiError } from '../../../lib/api-client';

/**
 * spec §7.1: "Responses described as boolean-like may be a boolean or an object" — our API answers
 * an object with the flag named (e.g. `{ completo: true }`). Checked by hand: this runs at start-up,
 * where zod is not loaded.
 */
export function booleanLike(body: unknown, key: string): boolean {
  if (typeof body === 'boolean') return body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'boolean') return value;
  }
  throw new Error(`Respuesta inesperada del servidor: falta '${key}'`);
}

/** Server message for the user (ApiError carries the spec §8 pick), else the action default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
