import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { dibujosDiferidos, renderDemoImages } from './demo-images';

// One shop with two products (logo, banner and four or more pictures), on its own image cache.
process.env.FERIA_DEMO_IMAGE_CACHE ??= path.join(tmpdir(), `feria-demo-images-test-${process.pid}`);
const base = DEMO_EMPRENDIMIENTOS[0]!;
const tienda = [{ ...base, productos: base.productos.slice(0, 2) }];
const dirs: string[] = [];
const dataDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'feria-dibujos-'));
  dirs.push(d);
  return d;
};
const archivos = async (d: string) => (await readdir(path.join(d, 'uploads', 'demo')).catch(() => [])).sort();

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('demo pictures drawn after the start (docs/arquitectura.md#rendimiento)', () => {
  it('gives the same URLs as drawing them first, before any file exists', async () => {
    const antes = await dataDir();
    const despues = await dataDir();
    const dibujados = await renderDemoImages(tienda, antes);
    const diferidos = dibujosDiferidos(tienda, despues);
    expect(diferidos.imagenes()).toEqual(dibujados);
    expect(await archivos(despues)).toEqual([]);
    expect(diferidos.completos).toBe(false);
  });

  it('draws only the requested picture (full size and thumbnail), then all of them', async () => {
    const d = await dataDir();
    const diferidos = dibujosDiferidos(tienda, d);
    const [imagenes] = diferidos.imagenes();
    const url = imagenes!.productos.get(tienda[0]!.productos[1]!.sku)![1]!;
    const name = path.basename(url, '.webp');
    await diferidos.antesDeServir(`${url.replace('.webp', '-320.webp')}?v=1`);
    expect(await archivos(d)).toEqual([`${name}-320.webp`, `${name}.webp`]);
    // Not a demo picture: nothing drawn, nothing waited for.
    await diferidos.antesDeServir('/uploads/demo/demo-00000000000000000000.webp');
    await diferidos.antesDeServir('/uploads/productos/x.webp');
    expect(await archivos(d)).toHaveLength(2);
    await diferidos.dibujarTodos(2);
    const todas = [imagenes!.logo, imagenes!.banner, ...[...imagenes!.productos.values()].flat()];
    expect(await archivos(d)).toEqual(
      todas.flatMap((u) => [`${path.basename(u, '.webp')}-320.webp`, `${path.basename(u, '.webp')}.webp`]).sort(),
    );
    expect(diferidos.completos).toBe(true);
  });
});
