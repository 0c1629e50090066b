import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import https, { type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { IncomingHttpHeaders } from 'node:http';
import type { SuscripcionPushInput } from '@feria/contracts';

// A push service on loopback for the push tests (docs/producto/notificaciones.md#envio): HTTPS, as
// web-push only speaks it, over TLS with a pre-shared key (no certificate to make), and a
// browser's subscription with a real P-256 key pair and auth secret, so a test decrypts what the
// server sent exactly as the browser would. Ports 19800–19899.

const PSK = randomBytes(32);
const TLS = { ciphers: 'PSK-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' } as const;

export interface Recibido {
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: Buffer;
}

export interface ReceptorPush {
  origen: string;
  recibidos: Recibido[];
  /** The answers a path gives, in order; then 201. */
  responder(ruta: string, ...estados: number[]): void;
  /** The agent the server's sends go through (trusts this receiver's key). */
  agent: https.Agent;
  cerrar(): Promise<void>;
}

export async function iniciarReceptor(): Promise<ReceptorPush> {
  const recibidos: Recibido[] = [];
  const respuestas = new Map<string, number[]>();
  const server: Server = https.createServer({ ...TLS, pskCallback: () => PSK }, (req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      const ruta = req.url ?? '';
      recibidos.push({ ruta, headers: req.headers, cuerpo: Buffer.concat(partes) });
      const estado = respuestas.get(ruta)?.shift() ?? 201;
      res.writeHead(estado).end();
    });
  });
  let puerto = 19800 + Math.floor(Math.random() * 50);
  for (;;) {
    try {
      await new Promise<void>((ok, mal) => {
        server.once('error', mal);
        server.listen(puerto, '127.0.0.1', () => {
          server.off('error', mal);
          ok();
        });
      });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || puerto >= 19899) throw e;
      puerto++;
    }
  }
  const agent = new https.Agent({
    ...TLS,
    pskCallback: () => ({ psk: PSK, identity: 'feria-prueba' }),
    checkServerIdentity: () => undefined,
  });
  return {
    origen: `https://127.0.0.1:${puerto}`,
    recibidos,
    responder: (ruta, ...estados) => respuestas.set(ruta, estados),
    agent,
    cerrar: async () => {
      agent.destroy();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/** A browser's subscription to the receiver: what pushManager.subscribe gives, and its private key. */
export function navegador(origen: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const ruta = `/push/${randomUUID()}`;
  const suscripcion: SuscripcionPushInput = {
    endpoint: `${origen}${ruta}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ecdh, auth, ruta, suscripcion };
}

/** http_ece (web-push's own RFC 8188 code, without types): what a browser does with the body. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(cuerpo: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** The body of a push as the browser reads it, with that browser's private key and auth secret. */
export function descifrar(cuerpo: Buffer, n: { ecdh: ECDH; auth: Buffer }): unknown {
  const claro = ece.decrypt(cuerpo, {
    version: 'aes128gcm',
    privateKey: n.ecdh,
    authSecret: n.auth.toString('base64url'),
  });
  return JSON.parse(claro.toString('utf8')) as unknown;
}
