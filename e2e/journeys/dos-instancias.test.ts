import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, snap } from '../support/browser';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';
import { comprarConMercadoPago } from '../support/compra';
import { freePort, startServer } from '../support/server';
import { baseDePrueba, bucketDePrueba, proxyRoundRobin, type Proxy } from '../support/dos-instancias';

// Many instances, proven (README "Producción"): two API instances on one PostgreSQL and one bucket,
// behind a round-robin proxy, so each request may land on either. The whole buyer-and-seller story
// runs through the proxy; then one instance is killed and the other carries on: the live channel
// reconnects with Last-Event-ID and the chat message sent meanwhile still arrives.

const servidorPg = process.env.E2E_DATABASE_URL;
const TIENDA = 'Trama Urbana';
const VENDEDOR = 'trama.urbana@demo.feria.ar';

type Instancia = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let base: Awaited<ReturnType<typeof baseDePrueba>> | undefined;
let bucket: Awaited<ReturnType<typeof bucketDePrueba>> | undefined;
let proxy: Proxy | undefined;
const instancias: Instancia[] = [];

const tiendasDemo = async (url: string) =>
  ((await (await fetch(`${url}/api/v1/public/core/emprendimientos/buscar?nombre=`)).json()) as unknown[]).length;

/** The /uploads/… addresses a public product read names (its images and their sizes). */
const imagenesDe = async (url: string, id: string) => {
  const texto = await (await fetch(`${url}/api/v1/public/core/productos/${id}/imagenes`)).text();
  return new Set([...texto.matchAll(/\/uploads\/[^"\s?]+/g)].map((m) => m[0]));
};

beforeAll(async () => {
  if (!servidorPg) return;
  base = await baseDePrueba(servidorPg);
  bucket = await bucketDePrueba();
  const puertoProxy = await freePort();
  const publica = `http://127.0.0.1:${puertoProxy}`;
  // What every instance shares (README: the same secrets in all of them).
  const comun = {
    DATABASE_URL: base.url,
    ...bucket.env,
    PUBLIC_URL: publica,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    SIGNING_SECRET: randomBytes(24).toString('hex'),
    MP_TOKEN_KEY: randomBytes(32).toString('base64'),
  };
  // The first loads the demo; the second starts on an already loaded marketplace and adds nothing.
  instancias.push(await startServer({ env: comun }));
  const tiendas = await tiendasDemo(instancias[0]!.baseURL);
  expect(tiendas).toBeGreaterThan(0);
  instancias.push(await startServer({ env: comun }));
  expect(await tiendasDemo(instancias[1]!.baseURL)).toBe(tiendas);
  proxy = await proxyRoundRobin(
    instancias.map((i) => i.baseURL),
    puertoProxy,
  );
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.cerrar();
  // The killed one has no process left to stop: only its data dir to remove.
  await Promise.all(
    instancias.map((i) => (i.child.signalCode ? rm(i.dataDir, { recursive: true, force: true }) : i.stop())),
  );
  await bucket?.cerrar();
  await base?.drop();
});

describe.skipIf(!servidorPg)(
  servidorPg
    ? 'two instances behind a round-robin proxy (one PostgreSQL, one bucket)'
    : 'two instances behind a round-robin proxy — skipped: set E2E_DATABASE_URL to a PostgreSQL server URL',
  () => {
    it('sign-in, an uploaded image, a paid order seen live and the chat work whichever instance answers, and survive losing one', async () => {
      const url = proxy!.url;
      // On failure: what went wrong on the way (requests the instances failed or refused).
      onTestFailed(() => {
        console.log(
          proxy!.pedidos
            .filter((p) => p.estado >= 400 || p.fallos.length > 0)
            .map((p) => `${p.cliente} ${p.metodo} ${p.ruta} → ${p.instancia} ${p.estado} ${p.fallos.join(',')}`)
            .join('\n'),
        );
      });
      const [a, b] = instancias as [Instancia, Instancia];

      // The embedded identity server: both instances name the proxy as issuer and publish the same
      // signing keys (they live in the database), so a token from one is good on the other.
      const config = await Promise.all(
        [a, b].map(async (i) =>
          (await fetch(`${i.baseURL}/auth/realms/feria/.well-known/openid-configuration`)).json(),
        ),
      );
      for (const c of config) expect((c as { issuer: string }).issuer).toBe(`${url}/auth/realms/feria`);
      const claves = await Promise.all(
        [a, b].map(async (i) => (await fetch(`${i.baseURL}/auth/realms/feria/protocol/openid-connect/certs`)).text()),
      );
      expect(claves[1]).toBe(claves[0]);

      const tienda = await publicApi(url).tiendaDemo(TIENDA);
      const producto = tienda.productos[0]!;

      // 1. The seller signs in and adds a picture to a product.
      const vendedor = await newContext(browser, url, { dark: false });
      await vendedor.setExtraHTTPHeaders({ 'X-E2E-Cliente': 'vendedor' });
      const vpage = await vendedor.newPage();
      const erroresVendedor = collectPageErrors(vpage);
      await vpage.goto(`/dashboard-emprendedor/cargar-producto/${producto.id}`);
      await signInOnIdentityPage(vpage, VENDEDOR, DEMO_PASSWORD);
      await vpage.waitForURL(`**/dashboard-emprendedor/cargar-producto/${producto.id}`);
      await vpage.getByRole('heading', { name: 'Editar producto' }).first().waitFor();
      const antes = await imagenesDe(url, producto.id);
      const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#7C3AED' } })
        .png()
        .toBuffer();
      await vpage
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'violeta.png', mimeType: 'image/png', buffer: png });
      await vpage.getByRole('button', { name: 'Guardar cambios' }).click();
      await vpage.waitForURL('**/dashboard-emprendedor/productos');
      let nuevas: string[] = [];
      await expect
        .poll(
          async () => {
            nuevas = [...(await imagenesDe(url, producto.id))].filter((u) => !antes.has(u));
            return nuevas.length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await snap(vpage, 'dos-01-producto-con-imagen');

      // The picture is in the bucket: every answer is 200 with the same bytes, whichever instance
      // answers (through the proxy, and from each instance directly).
      for (const ruta of nuevas) {
        const respuestas = await Promise.all(
          [...Array.from({ length: 4 }, () => url), a.baseURL, b.baseURL].map(async (origen) => {
            const res = await fetch(`${origen}${ruta}`);
            return { estado: res.status, bytes: Buffer.from(await res.arrayBuffer()).toString('base64') };
          }),
        );
        for (const r of respuestas) {
          expect(r.estado, ruta).toBe(200);
          expect(r.bytes, ruta).toBe(respuestas[0]!.bytes);
        }
        expect(respuestas[0]!.bytes.length).toBeGreaterThan(100);
      }

      // 2. The seller waits on 'Ventas'; the buyer buys that product and pays in the sandbox.
      await vpage.goto('/dashboard-emprendedor/ventas');
      await vpage.getByRole('heading', { name: 'Ventas' }).waitFor();
      const comprador = await newContext(browser, url, { mobile: true, dark: false });
      await comprador.setExtraHTTPHeaders({ 'X-E2E-Cliente': 'comprador' });
      const bpage = await comprador.newPage();
      const errores = collectPageErrors(bpage);
      const numero = await comprarConMercadoPago(bpage, producto.id, TIENDA);
      expect(numero).toBeGreaterThan(0);
      await snap(bpage, 'dos-02-pedido-pagado-360');

      // The sale arrives live in Ventas (SSE through the proxy).
      await vpage.getByText(`¡Nuevo pedido #${numero}!`).waitFor({ timeout: 15_000 });
      await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click();
      const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
      await panel.getByRole('textbox', { name: 'Tu mensaje' }).waitFor();
      await snap(vpage, 'dos-03-venta-en-vivo');

      // 3. They chat both ways.
      await panel.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Gracias! Sale mañana.');
      await panel.getByRole('button', { name: 'Enviar' }).click();
      await bpage.getByText('¡Gracias! Sale mañana.').waitFor({ timeout: 15_000 });
      await bpage.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Buenísimo!');
      await bpage.keyboard.press('Enter');
      await panel.getByText('¡Buenísimo!').waitFor({ timeout: 15_000 });

      // Both instances answered along the way.
      const porInstancia = (i: number) => proxy!.pedidos.filter((p) => p.instancia === i).length;
      expect(porInstancia(0)).toBeGreaterThan(10);
      expect(porInstancia(1)).toBeGreaterThan(10);
      expect(proxy!.pedidos.filter((p) => p.estado >= 500)).toEqual([]);

      // 4. The instance holding the buyer's live connection dies (SIGKILL: no goodbye).
      const stream = proxy!.pedidos.findLast(
        (p) => p.ruta.startsWith('/api/v1/eventos') && p.cliente === 'comprador' && p.abierto,
      );
      expect(stream).toBeDefined();
      const muerta = stream!.instancia;
      const viva = 1 - muerta;
      const muerte = Date.now();
      const salio = new Promise((ok) => instancias[muerta]!.child.once('exit', ok));
      instancias[muerta]!.child.kill('SIGKILL');
      await salio;
      // Sent at once, while the buyer's browser is still reconnecting.
      await panel.getByRole('textbox', { name: 'Tu mensaje' }).fill('Te aviso cuando lo despache.');
      await panel.getByRole('button', { name: 'Enviar' }).click();
      await bpage.getByText('Te aviso cuando lo despache.').waitFor({ timeout: 20_000 });
      // The buyer's client came back to the survivor asking for what it missed.
      const reconexion = proxy!.pedidos.find(
        (p) => p.ruta.startsWith('/api/v1/eventos') && p.cliente === 'comprador' && p.en > muerte,
      );
      expect(reconexion).toMatchObject({ instancia: viva, estado: 200 });
      expect(reconexion!.lastEventId).toMatch(/^\d+$/);
      await bpage.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Gracias, espero!');
      await bpage.keyboard.press('Enter');
      await panel.getByText('¡Gracias, espero!').waitFor({ timeout: 20_000 });
      await snap(bpage, 'dos-04-chat-tras-caida-360');
      await snap(vpage, 'dos-05-chat-tras-caida');
      // After the kill every request was answered by the survivor.
      expect(
        proxy!.pedidos
          .filter((p) => p.en > muerte && p.instancia !== viva)
          .map((p) => `${p.metodo} ${p.ruta} ${p.instancia} ${p.estado} ${p.en - muerte}ms ${p.fallos.join(',')}`),
      ).toEqual([]);
      // The only error a browser may log is its live stream cut by the killed instance.
      const cortado = (e: string) => !e.includes('net::ERR_INCOMPLETE_CHUNKED_ENCODING');
      expect(errores.filter(cortado)).toEqual([]);
      expect(erroresVendedor.filter(cortado)).toEqual([]);
      await comprador.close();
      await vendedor.close();
    });
  },
);
