// Uploads against public search (issue: one seller's upload loop raised public search p99 from
// 46 to 402 ms). Starts the API on the demo marketplace, measures search one request at a time
// while idle, then again while UPLOADERS sellers upload and delete product photos in a loop, and
// reports search p50/p95/p99, uploads per second and how many uploads the bounded image
// processing refused (503). Usage: npm run bench:uploads [-- --seconds 10 --uploaders 8]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, crearEmprendimiento, crearProducto, prepareTemplates } from '@feria/api/testing';
import { argNumero } from './argumentos';

const SECONDS = argNumero('seconds', 10);
const UPLOADERS = argNumero('uploaders', 8);
const SEARCHES = 300;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function searchLatencies(
  base: string,
  until: () => boolean,
): Promise<{ p50: number; p95: number; p99: number; n: number }> {
  const terms = ['mate', 'taza', 'remera', 'jabón', 'cuaderno', 'vela'];
  const times: number[] = [];
  for (let i = 0; until() && i < 100_000; i++) {
    const t = performance.now();
    const res = await fetch(
      `${base}/api/v1/public/core/productos/buscar?nombre=${encodeURIComponent(terms[i % terms.length]!)}`,
    );
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`búsqueda respondió ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: round(pct(times, 50)), p95: round(pct(times, 95)), p99: round(pct(times, 99)), n: times.length };
}

async function main() {
  const templates = await mkdtemp(join(tmpdir(), 'feria-bench-uploads-'));
  process.env.FERIA_TEST_TEMPLATES = templates;
  await prepareTemplates(templates);
  const t = await createTestApp({ seed: 'demo' });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A 12-megapixel-class photo, as phones send them (about 1–2 MB of JPEG).
  const foto = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  try {
    const idle = await searchLatencies(
      base,
      (
        (n) => () =>
          n-- > 0
      )(SEARCHES),
    );

    const sellers = await Promise.all(
      Array.from({ length: UPLOADERS }, async (_, i) => {
        const sub = `bench-uploader-${i}`;
        const shop = await crearEmprendimiento(t.db, { ownerUserId: sub, estado: 'Activo' });
        const producto = await crearProducto(t.db, shop, { nombre: `Producto de carga ${i}` });
        return { headers: await t.auth({ sub, roles: ['emprendedor'] }), producto };
      }),
    );
    let stop = false;
    const counts = { ok: 0, busy: 0, other: 0 };
    const loop = async ({ headers, producto }: (typeof sellers)[number]) => {
      while (!stop) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(foto)], { type: 'image/jpeg' }), 'foto.jpg');
        const res = await fetch(`${base}/api/emprendedor/v1/productos/${producto}/imagenes`, {
          method: 'POST',
          headers,
          body: form,
        });
        if (res.status === 201) {
          counts.ok++;
          const [img] = (await res.json()) as { id: number }[];
          await fetch(`${base}/api/emprendedor/v1/productos/${producto}/imagenes/${img!.id}`, {
            method: 'DELETE',
            headers,
          });
        } else {
          await res.arrayBuffer();
          if (res.status === 503) counts.busy++;
          else counts.other++;
        }
      }
    };
    const started = performance.now();
    const uploaders = sellers.map(loop);
    const end = started + SECONDS * 1000;
    const loaded = await searchLatencies(base, () => performance.now() < end);
    stop = true;
    await Promise.all(uploaders);
    const elapsed = (performance.now() - started) / 1000;

    console.log(`Búsqueda pública, una a la vez (ms)   p50    p95    p99    n`);
    console.log(
      `  sin subidas                      ${[idle.p50, idle.p95, idle.p99].map((v) => String(v).padStart(6)).join(' ')} ${idle.n}`,
    );
    console.log(
      `  con ${UPLOADERS} vendedores subiendo      ${[loaded.p50, loaded.p95, loaded.p99].map((v) => String(v).padStart(6)).join(' ')} ${loaded.n}`,
    );
    console.log(
      `Subidas: ${counts.ok} guardadas (${round(counts.ok / elapsed)}/s), ${counts.busy} rechazadas con 503 (ocupado), ${counts.other} otras, foto de ${round(foto.length / 1024)} KB`,
    );
  } finally {
    await t.close();
    await rm(templates, { recursive: true, force: true });
  }
}

await main();
