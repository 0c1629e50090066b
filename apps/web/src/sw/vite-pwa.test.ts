// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { archivosDeArranque, MANIFIESTO } from './vite-pwa';

describe('what the service worker precaches (docs/producto/app-instalable.md#qué-se-guarda)', () => {
  it('the start bundle and the public pages with their static imports, not the dashboards', () => {
    const archivos = archivosDeArranque({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-b.js' },
      'src/app/routes/producto.tsx': { file: 'assets/producto-c.js', imports: ['_public.js'], css: ['assets/p.css'] },
      '_public.js': { file: 'assets/public-d.js', imports: ['_react.js'] },
      'src/app/routes/emprendedor-ventas.tsx': { file: 'assets/emprendedor-ventas-e.js', imports: ['_graficos.js'] },
      '_graficos.js': { file: 'assets/graficos-f.js' },
    });
    expect([...archivos].sort()).toEqual([
      'assets/index-a.js',
      'assets/p.css',
      'assets/producto-c.js',
      'assets/public-d.js',
      'assets/react-b.js',
    ]);
  });

  it('names the app Feria in es-AR, standalone from /, with any and maskable icons', () => {
    expect(MANIFIESTO).toMatchObject({ name: 'Feria', lang: 'es-AR', start_url: '/', display: 'standalone' });
    const maskable = MANIFIESTO.icons?.filter((i) => i.purpose === 'maskable').map((i) => i.sizes);
    expect(maskable).toEqual(['192x192', '512x512']);
  });
});
