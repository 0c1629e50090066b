import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreferenciaAviso, SuscripcionPush } from '@feria/contracts';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { Avisos } from './avisos';

// docs/producto/notificaciones.md: 'Avisos' in the profile: this device's push and the switches per kind.

const PREFERENCIAS = '/api/v1/notificaciones/preferencias';
const SUSCRIPCIONES = '/api/v1/push/suscripciones';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/este-telefono';
const comprador: PreferenciaAviso[] = ['mensaje_chat', 'pedido_estado', 'pregunta_respuesta', 'alerta'].map(
  (clase) => ({ clase: clase as PreferenciaAviso['clase'], correo: true, push: true }),
);
const suscripcion = (endpoint: string, dispositivo: string): SuscripcionPush => ({
  id: crypto.randomUUID(),
  endpoint,
  dispositivo,
  creadaEn: '2026-11-29T10:00:00.000Z',
  ultimoEnvioEn: null,
});

const agregados: string[] = [];
function definir(objeto: object, nombre: string, valor: unknown) {
  Object.defineProperty(objeto, nombre, { value: valor, configurable: true, writable: true });
  agregados.push(nombre);
}
afterEach(() => {
  vi.unstubAllGlobals();
  for (const n of agregados.splice(0)) {
    delete (navigator as unknown as Record<string, unknown>)[n];
    delete (window as unknown as Record<string, unknown>)[n];
  }
});

/** A browser with the Push API and the app's service worker; `permiso` as Notification would answer. */
function navegadorConPush(permiso: NotificationPermission = 'default') {
  let actual: { endpoint: string; toJSON(): unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    actual = null;
    return true;
  });
  const subscribe = vi.fn(async (_o: { applicationServerKey: Uint8Array }) => {
    actual = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe,
    };
    return actual;
  });
  const registro = { pushManager: { getSubscription: async () => actual, subscribe } };
  definir(navigator, 'serviceWorker', { getRegistration: async () => registro, ready: Promise.resolve(registro) });
  definir(window, 'PushManager', class {});
  vi.stubGlobal('Notification', { permission: permiso, requestPermission: vi.fn(async () => 'granted') });
  return { subscribe, unsubscribe };
}

describe('Avisos', () => {
  it('says when the browser cannot get notices, and saves each switch of the kinds of the account', async () => {
    const api = mockFetch({
      [`GET ${PREFERENCIAS}`]: () => ok(comprador),
      [`GET ${SUSCRIPCIONES}`]: () => ok([]),
      [`PUT ${PREFERENCIAS}`]: (r) => {
        const [p] = (r.body as { preferencias: PreferenciaAviso[] }).preferencias;
        return ok(comprador.map((c) => (c.clase === p!.clase ? p : c)));
      },
    });
    renderPage(<Avisos />);
    const seccion = await screen.findByRole('region', { name: 'Avisos' });
    expect(within(seccion).getByText(/Este navegador no admite avisos/)).toBeInTheDocument();
    const push = await within(seccion).findByRole('switch', { name: 'Estado de tus pedidos por push' });
    expect(push).toBeChecked();
    expect(within(seccion).queryByRole('switch', { name: /Ventas nuevas/ })).not.toBeInTheDocument();
    await userEvent.setup().click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    expect(api.to('PUT', PREFERENCIAS)[0]?.body).toEqual({
      preferencias: [{ clase: 'pedido_estado', correo: true, push: false }],
    });
    expect(within(seccion).getByRole('switch', { name: 'Estado de tus pedidos por correo' })).toBeChecked();
  });

  it('offers the abandoned-cart reminder off and by e-mail only (docs/producto/carrito-abandonado.md#consentimiento)', async () => {
    const conCarrito = [...comprador, { clase: 'carrito_abandonado' as const, correo: false, push: false }];
    const api = mockFetch({
      [`GET ${PREFERENCIAS}`]: () => ok(conCarrito),
      [`GET ${SUSCRIPCIONES}`]: () => ok([]),
      [`PUT ${PREFERENCIAS}`]: (r) => {
        const [p] = (r.body as { preferencias: PreferenciaAviso[] }).preferencias;
        return ok(conCarrito.map((c) => (c.clase === p!.clase ? p : c)));
      },
    });
    renderPage(<Avisos />);
    const seccion = await screen.findByRole('region', { name: 'Avisos' });
    const correo = await within(seccion).findByRole('switch', {
      name: 'Recordatorio de carrito (por e-mail) por correo',
    });
    expect(correo).not.toBeChecked();
    expect(
      within(seccion).queryByRole('switch', { name: /Recordatorio de carrito.*por push/ }),
    ).not.toBeInTheDocument();
    await userEvent.setup().click(correo);
    await waitFor(() => expect(correo).toBeChecked());
    expect(api.to('PUT', PREFERENCIAS)[0]?.body).toEqual({
      preferencias: [{ clase: 'carrito_abandonado', correo: true, push: false }],
    });
  });

  it('turns this device on (permission, subscription with the server key, saved) and off again', async () => {
    const { subscribe, unsubscribe } = navegadorConPush();
    let lista: SuscripcionPush[] = [
      suscripcion('https://updates.push.services.mozilla.com/otro', 'Firefox en Windows'),
    ];
    const api = mockFetch({
      [`GET ${PREFERENCIAS}`]: () => ok(comprador),
      [`GET ${SUSCRIPCIONES}`]: () => ok(lista),
      'GET /api/v1/push/clave-publica': () => ok({ clave: 'BAEC' }),
      [`POST ${SUSCRIPCIONES}`]: () => {
        const s = suscripcion(ENDPOINT, 'Chrome en Android');
        lista = [s, ...lista];
        return { status: 201, body: s };
      },
      [`DELETE ${SUSCRIPCIONES}`]: () => {
        lista = lista.filter((s) => s.endpoint !== ENDPOINT);
        return { status: 204 };
      },
    });
    renderPage(<Avisos />);
    const user = userEvent.setup();
    expect(await screen.findByText(/También te avisamos en: Firefox en Windows/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Activar avisos' }));
    expect(await screen.findByText(/Activados: este dispositivo te avisa/)).toBeInTheDocument();
    expect([...subscribe.mock.calls[0]![0].applicationServerKey]).toEqual([4, 1, 2]);
    expect(api.to('POST', SUSCRIPCIONES)[0]?.body).toMatchObject({
      endpoint: ENDPOINT,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      dispositivo: expect.any(String),
    });

    await user.click(screen.getByRole('button', { name: 'Desactivar en este dispositivo' }));
    expect(await screen.findByText(/Desactivados: activalos/)).toBeInTheDocument();
    expect(api.to('DELETE', SUSCRIPCIONES)[0]?.body).toEqual({ endpoint: ENDPOINT });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('explains how to unblock notices the person blocked', async () => {
    navegadorConPush('denied');
    mockFetch({ [`GET ${PREFERENCIAS}`]: () => ok(comprador), [`GET ${SUSCRIPCIONES}`]: () => ok([]) });
    renderPage(<Avisos />);
    expect(await screen.findByText(/Bloqueaste los avisos de Feria en este navegador/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activar avisos' })).not.toBeInTheDocument();
  });
});
