// Lighthouse (performance category) on the public pages, mobile (Lighthouse's default: a
// mid-range phone on slow 4G, simulated throttling) and desktop, with the project's Chromium
// (CHROMIUM_PATH, /usr/bin/chromium or the one @sparticuz/chromium ships, as the journeys),
// headless. Nothing is downloaded at run time.
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/** The Chromium the journeys use (same order as e2e/support/browser.ts findChromium). */
async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

export interface LighthouseResult {
  page: string;
  url: string;
  formFactor: 'mobile' | 'desktop';
  /** 0–100; NaN when Lighthouse could not measure the page (see error). */
  score: number;
  error?: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Scripts that block the page's first render (Lighthouse's render-blocking insight): kB on the wire and files. */
  jsAntesDeFcp?: { kb: number; archivos: number };
  /** How many runs of the page were made; the figures above are the median run's (Lighthouse's computeMedianRun). */
  corridas: number;
  /** Every run's score, in the order they ran. */
  puntajes: number[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Each page `runs` times per form factor, reported by the median run as Lighthouse itself picks it
 * (the run nearest the median FCP and TTI): on a shared two-core machine one run of a page can
 * differ from the next by hundreds of milliseconds of TBT.
 */
export async function runLighthouse(pages: { page: string; url: string }[], runs = 1): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--lang=es-AR',
    ],
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const { page, url } of pages) {
        const lhrs: Lhr[] = [];
        let error: string | undefined;
        for (let i = 0; i < runs; i++) {
          // A loaded machine can take long to paint: wait longer than Lighthouse's defaults before giving up.
          const flags = {
            port: chrome.port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: ['performance'],
            maxWaitForFcp: 60_000,
            maxWaitForLoad: 90_000,
          };
          const run = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined).catch(
            (err: unknown) => err as Error,
          );
          const lhr = run instanceof Error || !run ? undefined : run.lhr;
          const fallo = run instanceof Error ? run.message : !lhr ? 'sin resultado' : lhr.runtimeError?.message;
          if (fallo || !lhr) error = fallo ?? 'sin resultado';
          else lhrs.push(lhr);
        }
        const validas = filterToValidRuns(lhrs);
        if (validas.length === 0) {
          console.log(`  Lighthouse ${formFactor} ${url}: ${error ?? 'sin resultado'}`);
          results.push({
            page,
            url,
            formFactor,
            score: Number.NaN,
            lcpMs: Number.NaN,
            tbtMs: Number.NaN,
            cls: Number.NaN,
            fcpMs: Number.NaN,
            error: error ?? 'sin resultado',
            corridas: runs,
            puntajes: [],
          });
          continue;
        }
        const lhr = computeMedianRun(validas);
        results.push({
          ...figuras(lhr),
          page,
          url,
          formFactor,
          corridas: validas.length,
          puntajes: validas.map(puntaje),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

const puntaje = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** A run's score and metrics, and the scripts that held its first paint back. */
function figuras(lhr: Lhr) {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // JS before first paint, measured: the scripts Lighthouse finds blocking the first render
  // (render-blocking-insight). A script the page loads later, even if requested before a
  // paint that waited for a font, does not hold the paint back.
  const bloqueantes = (
    (lhr.audits['render-blocking-insight']?.details as { items?: { url?: string; totalBytes?: number }[] } | undefined)
      ?.items ?? []
  ).filter((r) => /\.m?js(?:\?|$)/.test(r.url ?? ''));
  const conInsight = lhr.audits['render-blocking-insight'] !== undefined;
  return {
    score: puntaje(lhr),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(num('first-contentful-paint')),
    ...(conInsight
      ? {
          jsAntesDeFcp: {
            kb: Math.round(bloqueantes.reduce((t, r) => t + (r.totalBytes ?? 0), 0) / 102.4) / 10,
            archivos: bloqueantes.length,
          },
        }
      : {}),
  };
}
