// docs/producto/notificaciones.md#envio: the service worker's side of web push. The server sends
// `{ titulo, cuerpo, url, etiqueta }` (apps/api/src/modules/notificaciones/envio-push.ts); this shows
// it, and a tap focuses a Feria tab (on the notice's page) or opens one. The app's service worker
// imports this file; importing it inside a service worker registers the two listeners once.

/** The push's content; anything else is shown as a generic notice rather than dropped. */
export interface CargaPush {
  titulo: string;
  cuerpo: string;
  url: string;
  etiqueta: string | null;
}

// The few service worker types used here (the web's tsconfig has the DOM library, not WebWorker).
interface EventoExtensible extends Event {
  waitUntil(promesa: Promise<unknown>): void;
}
interface EventoPush extends EventoExtensible {
  readonly data: { json(): unknown; text(): string } | null;
}
interface EventoClicAviso extends EventoExtensible {
  readonly notification: { readonly data: unknown; close(): void };
}
interface VentanaCliente {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ServiceWorkerLike {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(titulo: string, opciones: Record<string, unknown>): Promise<void> };
  readonly clients: {
    matchAll(opciones: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly VentanaCliente[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(tipo: 'push' | 'notificationclick', escuchar: (evento: Event) => void): void;
}

const GENERICA: CargaPush = { titulo: 'Feria', cuerpo: 'Tenés novedades en Feria.', url: '/', etiqueta: null };
const texto = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** The payload as sent; a missing or malformed field falls back to the generic notice's. */
export function leerCarga(datos: EventoPush['data']): CargaPush {
  let crudo: unknown;
  try {
    crudo = datos?.json();
  } catch {
    crudo = undefined;
  }
  const c = (crudo && typeof crudo === 'object' ? crudo : {}) as Record<string, unknown>;
  return {
    titulo: texto(c['titulo'], 120) ?? GENERICA.titulo,
    cuerpo: texto(c['cuerpo'], 300) ?? GENERICA.cuerpo,
    url: texto(c['url'], 2000) ?? GENERICA.url,
    etiqueta: texto(c['etiqueta'], 200),
  };
}

/** Only a page of this site opens from a notice (a path, or an absolute URL of the same origin). */
export function urlSegura(url: string, origen: string): string {
  try {
    const u = new URL(url, origen);
    return u.origin === origen ? u.href : `${origen}/`;
  } catch {
    return `${origen}/`;
  }
}

export function mostrarAviso(sw: ServiceWorkerLike, evento: EventoPush): void {
  const carga = leerCarga(evento.data);
  evento.waitUntil(
    sw.registration.showNotification(carga.titulo, {
      body: carga.cuerpo,
      lang: 'es-AR',
      // The app's icon; Android shows no SVG in a notification.
      icon: '/iconos/icono-192.png',
      data: { url: urlSegura(carga.url, sw.location.origin) },
      // The same order's notices replace each other; `renotify` still rings for the newer one.
      ...(carga.etiqueta ? { tag: carga.etiqueta, renotify: true } : {}),
    }),
  );
}

export function abrirAviso(sw: ServiceWorkerLike, evento: EventoClicAviso): void {
  evento.notification.close();
  const datos = evento.notification.data as { url?: unknown } | null;
  const url = urlSegura(typeof datos?.url === 'string' ? datos.url : '/', sw.location.origin);
  evento.waitUntil(
    (async () => {
      const ventanas = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const misma = ventanas.find((v) => v.url === url);
      if (misma) return misma.focus();
      const otra = ventanas.find((v) => v.url.startsWith(sw.location.origin));
      if (otra) {
        await otra.navigate(url);
        return otra.focus();
      }
      return sw.clients.openWindow(url);
    })(),
  );
}

const registrados = new WeakSet<object>();

/** Adds the push and notificationclick listeners to the service worker (once). */
export function registrarAvisosPush(sw: ServiceWorkerLike): void {
  if (registrados.has(sw)) return;
  registrados.add(sw);
  sw.addEventListener('push', (e) => mostrarAviso(sw, e as EventoPush));
  sw.addEventListener('notificationclick', (e) => abrirAviso(sw, e as EventoClicAviso));
}

// Imported by the service worker: its global scope has `registration` and `clients`.
const alcance = globalThis as unknown as Partial<ServiceWorkerLike> & { ServiceWorkerGlobalScope?: unknown };
if (alcance.ServiceWorkerGlobalScope !== undefined && alcance.registration && alcance.clients)
  registrarAvisosPush(alcance as ServiceWorkerLike);
