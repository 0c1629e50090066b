// Lighthouse (performance category) on the public pages, mobile (Lighthouse's default: a
// mid-range phone on slow 4G, simulated throttling) and desktop, with the project's Chromium
// (CHROMIUM_PATH, /usr/bin/chromium or the one @sparticuz/chromium ships, as the journeys),
// headless. Nothing is downloaded at run time.
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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
  /** Scripts the page requested before its first contentful paint (as loaded, no throttling): transfer kB and files. */
  jsAntesDeFcp?: { kb: number; archivos: number };
}

export async function runLighthouse(pages: { page: string; url: string }[]): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--lang=es-AR'],
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const { page, url } of pages) {
        // A loaded machine can take long to paint: wait longer than Lighthouse's defaults before giving up.
        const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], maxWaitForFcp: 60_000, maxWaitForLoad: 90_000 };
        const run = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined).catch((err: unknown) => err as Error);
        const lhr = run instanceof Error || !run ? undefined : run.lhr;
        const error = run instanceof Error ? run.message : !lhr ? 'sin resultado' : lhr.runtimeError?.message;
        if (error || !lhr) {
          console.log(`  Lighthouse ${formFactor} ${url}: ${error}`);
          results.push({ page, url, formFactor, score: Number.NaN, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, fcpMs: Number.NaN, error: error ?? 'sin resultado' });
          continue;
        }
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        // JS before first paint, measured: the scripts whose request started before the observed FCP.
        const fcpObservada = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint;
        const pedidos = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[] } | undefined)?.items ?? [];
        const scripts = fcpObservada === undefined ? [] : pedidos.filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < fcpObservada);
        results.push({
          page,
          url,
          formFactor,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(num('largest-contentful-paint')),
          tbtMs: Math.round(num('total-blocking-time')),
          cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(num('first-contentful-paint')),
          ...(fcpObservada === undefined ? {} : { jsAntesDeFcp: { kb: Math.round(scripts.reduce((t, r) => t + (r.transferSize ?? 0), 0) / 102.4) / 10, archivos: scripts.length } }),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
