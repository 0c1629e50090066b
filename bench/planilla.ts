// Catalogue import by spreadsheet (docs/producto/planilla.md#importar): a 5,000-row CSV (1,000
// products × 5 sizes) through the real route on a fresh PGlite app: the preview (simular), the
// import, the same import again (all 'sinCambios'), one changing every stock and one changing a
// size to every product. Reports wall time and peak RSS / heap of
// each step; numbers, not a pass/fail test. Usage: npm run bench:planilla [-- --productos 1000]
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportacionConErrores } from '@feria/contracts';
import { createTestApp, crearEmprendimiento, prepareTemplates, type TestApp } from '@feria/api/testing';
import { argNumero } from './argumentos';

const PRODUCTOS = argNumero('productos', 1000);
const TALLES = ['XS', 'S', 'M', 'L', 'XL'];
const MB = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** The shop's own columns, one row per size; prices as es-AR writes them. */
function planilla(cambio = 0, talles = TALLES): Buffer {
  const filas = ['Nombre;Descripción;Tipo;Precio;Stock;SKU;Opción 1;Valor 1;Habilitado'];
  for (let p = 0; p < PRODUCTOS; p++)
    talles.forEach((talle, i) =>
      filas.push(
        `Remera estampada ${p};"Algodón peinado; estampa ${p}";Remera;${(15000 + p).toLocaleString('es-AR')},50;${(p + i + cambio) % 7};REM-${p}-${talle};Talle;${talle};Sí`,
      ),
    );
  return Buffer.from(`\uFEFF${filas.join('\r\n')}\r\n`, 'utf-8');
}

/** Runs `paso` sampling memory every 20 ms: wall time and the peaks seen. */
async function medir<T>(paso: () => Promise<T>) {
  global.gc?.();
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const muestreo = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const inicio = performance.now();
  try {
    const resultado = await paso();
    return { resultado, ms: Math.round(performance.now() - inicio), picoRssMB: MB(rss), picoHeapMB: MB(heap) };
  } finally {
    clearInterval(muestreo);
  }
}

async function importar(t: TestApp, tienda: string, auth: Record<string, string>, datos: Buffer, simular: boolean) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(datos)]), 'productos.csv');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/emprendedor/v1/emprendimientos/${tienda}/productos/importar${simular ? '?simular=true' : ''}`,
    headers: auth,
    payload: form,
  });
  const r = res.json<ImportacionConErrores>();
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(r.errores?.slice(0, 3) ?? r)}`);
  return { crear: r.crear, actualizar: r.actualizar, sinCambios: r.sinCambios, errores: r.errores.length };
}

async function main() {
  process.env.FERIA_TEST_TEMPLATES = await mkdtemp(join(tmpdir(), 'feria-bench-planilla-'));
  await prepareTemplates(process.env.FERIA_TEST_TEMPLATES);
  const t = await createTestApp({ seed: 'empty' });
  try {
    const sub = `bench-vendedor-${randomUUID()}`;
    const tienda = await crearEmprendimiento(t.db, { ownerUserId: sub, nombre: 'Remeras de bench' });
    const auth = await t.auth({ sub, roles: ['emprendedor'] });
    const datos = planilla();
    const pasos: Record<string, unknown> = {};
    for (const [nombre, archivo, simular] of [
      ['simular', datos, true],
      ['importar', datos, false],
      ['importarOtraVez', datos, false],
      // Every product's stock changed: 1,000 updates through guardarVariantes.
      ['actualizarTodo', planilla(1), false],
      // XL becomes XXL in every product (a variant removed, one added): 1,000 updates through guardarVariantes.
      ['cambiarTalle', planilla(1, ['XS', 'S', 'M', 'L', 'XXL']), false],
    ] as const)
      pasos[nombre] = await medir(() => importar(t, tienda, auth, archivo, simular));
    console.log(
      JSON.stringify(
        {
          fecha: new Date().toISOString(),
          motor: 'PGlite',
          filas: PRODUCTOS * TALLES.length,
          productos: PRODUCTOS,
          bytes: datos.length,
          pasos,
        },
        null,
        2,
      ),
    );
  } finally {
    await t.close();
  }
}

await main();
