import { describe, expect, it, vi } from 'vitest';
import { leerCarga, registrarAvisosPush, urlSegura, type ServiceWorkerLike } from './push';

// docs/producto/notificaciones.md#envio: what the service worker does with a push and with a tap on it.

const ORIGEN = 'https://feria.example';
const datos = (valor: unknown) => ({
  json: () => (typeof valor === 'string' ? JSON.parse(valor) : valor) as unknown,
  text: () => String(valor),
});

function serviceWorker(
  ventanas: { url: string; focus: () => Promise<unknown>; navigate: (u: string) => Promise<unknown> }[] = [],
) {
  const escuchas = new Map<string, (e: Event) => void>();
  const sw = {
    location: { origin: ORIGEN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => ventanas), openWindow: vi.fn(async () => undefined) },
    addEventListener: vi.fn((tipo: string, f: (e: Event) => void) => escuchas.set(tipo, f)),
  } satisfies ServiceWorkerLike;
  /** Fires an event at the listener and waits for what it handed to waitUntil. */
  const disparar = async (tipo: string, extra: object) => {
    let espera: Promise<unknown> = Promise.resolve();
    escuchas.get(tipo)!({ ...extra, waitUntil: (p: Promise<unknown>) => (espera = p) } as unknown as Event);
    await espera;
  };
  return { sw, disparar };
}

describe('service worker push', () => {
  it('shows the notice the server sent, tagged by order, opening a page of this site', async () => {
    const { sw, disparar } = serviceWorker();
    registrarAvisosPush(sw);
    registrarAvisosPush(sw);
    expect(sw.addEventListener).toHaveBeenCalledTimes(2);
    await disparar('push', {
      data: datos({
        titulo: 'Nueva venta #1042',
        cuerpo: 'Ana hizo un pedido.',
        url: '/dashboard-emprendedor/ventas',
        etiqueta: 'venta-1-vendedor',
      }),
    });
    expect(sw.registration.showNotification).toHaveBeenCalledWith('Nueva venta #1042', {
      body: 'Ana hizo un pedido.',
      lang: 'es-AR',
      icon: '/iconos/icono-192.png',
      data: { url: `${ORIGEN}/dashboard-emprendedor/ventas` },
      tag: 'venta-1-vendedor',
      renotify: true,
    });
  });

  it('shows a generic notice for a push it cannot read, and never opens another site', () => {
    expect(leerCarga(datos('no es json{'))).toEqual({
      titulo: 'Feria',
      cuerpo: 'Tenés novedades en Feria.',
      url: '/',
      etiqueta: null,
    });
    expect(leerCarga(null).titulo).toBe('Feria');
    expect(urlSegura('https://otro.example/robar', ORIGEN)).toBe(`${ORIGEN}/`);
    expect(urlSegura('//otro.example/x', ORIGEN)).toBe(`${ORIGEN}/`);
    expect(urlSegura('/dashboard-comprador/mis-pedidos/1', ORIGEN)).toBe(`${ORIGEN}/dashboard-comprador/mis-pedidos/1`);
  });

  it('a tap focuses the tab already on that page, else takes a Feria tab there, else opens one', async () => {
    const url = `${ORIGEN}/dashboard-comprador/mis-pedidos/1`;
    const notificacion = (u: string) => ({ notification: { data: { url: u }, close: vi.fn() } });
    const enLaPagina = { url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) };
    const a = serviceWorker([{ ...enLaPagina, url: `${ORIGEN}/` }, enLaPagina]);
    registrarAvisosPush(a.sw);
    await a.disparar('notificationclick', notificacion(url));
    expect(enLaPagina.focus).toHaveBeenCalledOnce();

    const otra = {
      url: `${ORIGEN}/search`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
    };
    const b = serviceWorker([otra]);
    registrarAvisosPush(b.sw);
    await b.disparar('notificationclick', notificacion(url));
    expect(otra.navigate).toHaveBeenCalledWith(url);
    expect(otra.focus).toHaveBeenCalledOnce();

    const c = serviceWorker([]);
    registrarAvisosPush(c.sw);
    await c.disparar('notificationclick', notificacion(url));
    expect(c.sw.clients.openWindow).toHaveBeenCalledWith(url);
  });
});
