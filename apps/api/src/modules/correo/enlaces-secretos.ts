import { PAGINA_CONFIRMAR_ARREPENTIMIENTO } from '@feria/contracts';
import type { CorreoLeido } from './eml';
import { PREFIJO_BAJA } from './plantillas/plantillas';

// What the admin reads in 'Correos enviados' is the mail minus its secrets: a password-reset,
// e-mail-verification, arrepentimiento-confirmation or chat-unsubscribe link acts for its
// recipient to whoever holds it, and the outbox is not its recipient. The path stays (the admin
// still sees which link was sent); the token is replaced. The .eml file itself is not changed.

export const ENLACE_OCULTO = '[enlace oculto]';

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const SECRETOS: RegExp[] = [
  // `token=` in a query or a fragment: the identity server's /restablecer and /verificar links, and any
  // other one-time link that carries its token so (in HTML the `&` is `&amp;`).
  /((?:[?&#]|&amp;)token=)[^\s"'<>&#]+/gi,
  // The arrepentimiento confirmation carries its token after `#` (plantillas.ts PAGINAS).
  new RegExp(`(${literal(PAGINA_CONFIRMAR_ARREPENTIMIENTO)}#)(?!token=)[^\\s"'<>]+`, 'g'),
  // The chat unsubscribe link carries it as the last path segment (and in List-Unsubscribe).
  new RegExp(`(${literal(PREFIJO_BAJA)}/)[^\\s"'<>/?#]+`, 'g'),
];

/** The text with the token of every secret link replaced by «[enlace oculto]». */
export function ocultarEnlacesSecretos(texto: string): string {
  return SECRETOS.reduce((t, patron) => t.replace(patron, `$1${ENLACE_OCULTO}`), texto);
}

/** A read mail as the admin may see it: headers, text and HTML without secret links. */
export function sinEnlacesSecretos(correo: CorreoLeido): CorreoLeido {
  const ocultar = (t: string | null) => (t === null ? null : ocultarEnlacesSecretos(t));
  return {
    cabeceras: correo.cabeceras.map((c) => ({ nombre: c.nombre, valor: ocultarEnlacesSecretos(c.valor) })),
    texto: ocultar(correo.texto),
    html: ocultar(correo.html),
  };
}
