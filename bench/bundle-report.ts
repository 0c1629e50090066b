import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  initialJsGzip: number;
  initialFiles: string[];
  largestChunk: { file: string; gzip: number };
  totalJsGzip: number;
}

const gz = async (path: string) => gzipSync(await readFile(path), { level: 9 }).length;

/** Initial JS = the entry module plus every modulepreload link in index.html (what the browser fetches first). */
export async function bundleReport(distDir: string): Promise<BundleReport> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) initial.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) initial.add(m[1]!);
  let initialJsGzip = 0;
  for (const f of initial) initialJsGzip += await gz(join(distDir, f.replace(/^\//, '')));

  const assets = (await readdir(join(distDir, 'assets'))).filter((f) => f.endsWith('.js'));
  let largestChunk = { file: '', gzip: 0 };
  let totalJsGzip = 0;
  for (const f of assets) {
    const size = await gz(join(distDir, 'assets', f));
    totalJsGzip += size;
    const isInitial = [...initial].some((i) => i.endsWith(f));
    if (!isInitial && size > largestChunk.gzip) largestChunk = { file: f, gzip: size };
  }
  return { initialJsGzip, initialFiles: [...initial], largestChunk, totalJsGzip };
}
