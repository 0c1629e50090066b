let origenDelServidor = '';

/**
 * The site's origin (`https://host`) for links that leave it (a WhatsApp message, a shop's public
 * link). In the browser the page's own; during the server render (decision 049) the request's.
 */
export function origenDelSitio(): string {
  return typeof window === 'undefined' ? origenDelServidor : window.location.origin;
}

/** Set by the server render (entry-server.tsx) before each page: the renders run one at a time. */
export function fijarOrigenDelServidor(origen: string): void {
  origenDelServidor = origen;
}
