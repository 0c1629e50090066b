import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { repoRoot } from './server';

const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** ARCHITECTURE.md: CHROMIUM_PATH, then /usr/bin/chromium, then the Chromium inside @sparticuz/chromium. */
export async function findChromium(): Promise<{ executablePath: string; args: string[] }> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, args: QUIET_FLAGS };
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: QUIET_FLAGS };
  const { default: sparticuz } = await import('@sparticuz/chromium');
  // Its default args target serverless (--single-process, which dies when a context closes): use ours.
  return { executablePath: await sparticuz.executablePath(), args: QUIET_FLAGS };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await findChromium();
  return chromium.launch({ executablePath, args, headless: true });
}

/** Chrome on an Android phone (what Lighthouse's mobile run sends too). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

export interface ViewOptions {
  mobile?: boolean;
  dark?: boolean;
}

/**
 * Decision 049: a public page arrives painted by the server and the app takes it over a moment later
 * (`data-app="lista"` on <html>). A journey acts like a person who waits for the page to respond:
 * `goto` and `reload` return once the app has taken a painted page over (other pages: at once).
 */
function waitForApp(page: Page): void {
  const ready = () =>
    page
      .waitForFunction(
        () =>
          document.documentElement.getAttribute('data-app') === 'lista' ||
          !document.getElementById('root')?.hasAttribute('data-ssr'),
        undefined,
        {
          timeout: 15_000,
        },
      )
      .then(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export async function newContext(browser: Browser, baseURL: string, opts: ViewOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL,
    locale: 'es-AR',
    viewport: opts.mobile ? { width: 360, height: 780 } : { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    isMobile: Boolean(opts.mobile),
    hasTouch: Boolean(opts.mobile),
    // A phone's browser says so: the server paints public pages for a phone's width (decision 049).
    ...(opts.mobile ? { userAgent: PHONE_USER_AGENT } : {}),
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  ctx.on('page', waitForApp);
  if (opts.dark !== undefined) {
    await ctx.addInitScript(
      (mode) => {
        try {
          window.localStorage.setItem('feria_color_mode', mode);
        } catch {
          /* about:blank has no storage */
        }
      },
      opts.dark ? 'dark' : 'light',
    );
  }
  return ctx;
}

const screenshotDir = join(repoRoot, 'screenshots');

/** Saves a full-page screenshot under the git-ignored screenshots/ folder. */
export async function snap(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  // Scroll through the page so lazy images load, then wait for them, then return to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    // Lazy images outside any scroll (e.g. the far end of a carousel) never load: wait at most 3 s.
    const pending = [...document.images]
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 3000))]);
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400); // let MUI transitions (dialogs, snackbars) settle
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** axe-core: returns the serious and critical violations (empty when the page passes). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(400); // mid-fade colours (snackbars, dialogs) are not what users read
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}]`)
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Fails on uncaught page errors and console errors (CSP violations show up there). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
