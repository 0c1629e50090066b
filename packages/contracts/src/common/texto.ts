import { z } from 'zod';
import { MENSAJES } from './messages';

// Every text a person writes goes through one of these two (a NUL byte once reached
// PostgreSQL, which refuses it with a 500). Control characters never belong in a name, a city
// or a search; multi-line fields (descriptions, a rejection reason) keep line breaks and tabs.

/** C0 controls, DEL and C1 controls (Unicode category Cc). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SIN_CONTROL = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** The same, but line feed (\n) and tab (\t) are allowed. */
// eslint-disable-next-line no-control-regex -- as above
const SIN_CONTROL_MULTILINEA = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F]*$/;

type Opciones = Parameters<typeof z.string>[0] & object;

/** A one-line text: `linea({ error }).trim().min(…).max(…)`, as `z.string` would be used. */
export const linea = (opciones: Opciones = {}) =>
  z.string(opciones).regex(SIN_CONTROL, MENSAJES.caracteresNoPermitidos);

/** A text where line breaks and tabs are legitimate (descriptions, reasons). */
export const multilinea = (opciones: Opciones = {}) =>
  z.string(opciones).regex(SIN_CONTROL_MULTILINEA, MENSAJES.caracteresNoPermitidos);
