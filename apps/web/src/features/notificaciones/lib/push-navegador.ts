import type { SuscripcionPushInput } from '@feria/contracts';

// docs/producto/notificaciones.md#dispositivos: this browser's side of 'Avisos en este dispositivo'.
// The service worker (registered by the app shell) owns the push subscription; without one, or
// without the Push API, the screen says the browser cannot get notices.

export type SoportePush = 'si' | 'no' | 'bloqueado';

/** What this browser can do: push needs a service worker, the Push API and notifications. */
export function soportePush(): SoportePush {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'no';
  if (!('Notification' in window)) return 'no';
  return Notification.permission === 'denied' ? 'bloqueado' : 'si';
}

/** The app's service worker registration, if there is one (waits a little for one that is starting). */
export async function registroDelServiceWorker(esperaMs = 3000): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const ya = await navigator.serviceWorker.getRegistration();
  if (ya) return ya;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((ok) => setTimeout(() => ok(undefined), esperaMs)),
  ]);
}

/** This browser's current subscription (its endpoint tells whether this device is on). */
export async function suscripcionActual(): Promise<PushSubscription | null> {
  const registro = await registroDelServiceWorker(0);
  return (await registro?.pushManager.getSubscription()) ?? null;
}

/** base64url → the bytes pushManager.subscribe wants as applicationServerKey. */
export function bytesDeClave(clave: string): Uint8Array<ArrayBuffer> {
  const b64 = clave
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(clave.length / 4) * 4, '=');
  const texto = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(texto.length));
  for (let i = 0; i < texto.length; i++) bytes[i] = texto.charCodeAt(i);
  return bytes;
}

/** 'Chrome en Android', 'Firefox en Windows'…: how the device shows in the list. */
export function descripcionDispositivo(ua: string = navigator.userAgent): string {
  const navegador = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Navegador';
  const sistema = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return sistema ? `${navegador} en ${sistema}` : navegador;
}

export type ResultadoActivar =
  { ok: true; suscripcion: SuscripcionPushInput } | { ok: false; motivo: 'permiso' | 'sin-sw' };

/**
 * Asks for permission, then subscribes this browser with the server's key (or reuses the
 * subscription it already has). The caller sends the result to the API.
 */
export async function activarEnEsteNavegador(clave: string): Promise<ResultadoActivar> {
  const permiso = await Notification.requestPermission();
  if (permiso !== 'granted') return { ok: false, motivo: 'permiso' };
  const registro = await registroDelServiceWorker();
  if (!registro) return { ok: false, motivo: 'sin-sw' };
  const existente = await registro.pushManager.getSubscription();
  const s =
    existente ??
    (await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesDeClave(clave) }));
  const json = s.toJSON();
  return {
    ok: true,
    suscripcion: {
      endpoint: s.endpoint,
      keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
      dispositivo: descripcionDispositivo(),
    },
  };
}
