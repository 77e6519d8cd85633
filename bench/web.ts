// The web app's weight and Lighthouse scores (issue 3): `cd bench && npx tsx web.ts`, or via run.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(webDist, '.vite/manifest.json');
export const serverMain = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const goals = { jsKb: 150, score: 95, dashboardPerformance: 90, dashboardContentMs: 1000 };
const demoBeta = { email: 'beta@example.com', password: 'DemoBeta#2026' };
export const runsPerPage = 5;
/** `BENCH_WEB_PAGES=/credit-repair` (comma-separated) measures only those pages, for a quick check of one. */
const onlyPages = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
const measured = (page: string) => !onlyPages || onlyPages.includes(page);

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The files the landing page loads before it can render: the entry and its static imports. */
export function landingInitialAssets() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const gzipKb = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length, 0) / 1024;
  return { jsFiles: js.size, jsKb: gzipKb(js), cssFiles: css.size, cssKb: gzipKb(css) };
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof categories)[number], number>;

async function lighthouseScores(url: string, port: number, signedIn = false): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // A signed-in page needs the session cookie and the signed-in flag kept between runs.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); such a run is retried. */
async function lighthouseScoresWithRetry(url: string, port: number, signedIn = false): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseScores(url, port, signedIn);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Signs the demo beta tester in inside the benchmark's Chrome, as the sign-in page would. */
export async function signInDemo(browser: Browser, baseUrl: string) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`);
  const status = await page.evaluate(async (who) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'credit-repair-web' },
      body: JSON.stringify(who),
    });
    localStorage.setItem('credit-repair.signed-in', '1');
    return res.status;
  }, demoBeta);
  if (status !== 200) throw new Error(`demo sign-in answered ${status}`);
  await page.close();
}

/**
 * Milliseconds from navigation to the dashboard's main content with its data (the score line), on
 * loopback with a warm HTTP cache, as a returning person sees it.
 */
export async function dashboardContentMs(browser: Browser, baseUrl: string): Promise<number> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(`${baseUrl}/dashboard`);
  await page.waitForFunction(() => document.body.textContent?.includes('Your current score is'));
  const samples: number[] = [];
  for (let i = 0; i < runsPerPage; i++) {
    await page.goto(`${baseUrl}/dashboard`);
    samples.push(
      await page
        .waitForFunction(
          () =>
            document
              .querySelector('[data-testid="dashboard-summary"]')
              ?.textContent?.includes('Your current score is')
              ? performance.now()
              : false,
          { polling: 'raf' },
        )
        .then((handle) => handle.jsonValue() as Promise<number>),
    );
  }
  await page.close();
  return median(samples);
}

export function ensureBuilt() {
  if (existsSync(manifestPath) && existsSync(serverMain)) return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

export async function runWebBench(): Promise<string[]> {
  ensureBuilt();
  const lines: string[] = [];
  const size = landingInitialAssets();
  lines.push(
    `web: landing initial JS ${size.jsKb.toFixed(1)} KB gzip in ${size.jsFiles} file(s) (goal <= ${goals.jsKb}: ${size.jsKb <= goals.jsKb ? 'met' : 'MISSED'})`,
    `web: landing initial CSS ${size.cssKb.toFixed(1)} KB gzip in ${size.cssFiles} file(s)`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const server = await startServer([serverMain], { DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const page of ['/', '/login'].filter(measured)) {
      const runs: Scores[] = [];
      for (let i = 0; i < runsPerPage; i++)
        runs.push(await lighthouseScoresWithRetry(server.url + page, chrome.port));
      const scores = Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores;
      const met = categories.every((c) => scores[c] >= goals.score);
      const perf = runs.map((r) => r.performance);
      lines.push(
        `web: lighthouse ${page} (mobile, median of ${runsPerPage}) performance ${scores.performance} (runs ${Math.min(...perf)}-${Math.max(...perf)}), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo} (goal >= ${goals.score} each: ${met ? 'met' : 'MISSED'})`,
      );
    }
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      await signInDemo(browser, server.url);
      // The dashboard and the client home (`/credit-repair`, a signed-in person's `/`).
      for (const page of ['/dashboard', '/credit-repair'].filter(measured)) {
        const runs: Scores[] = [];
        for (let i = 0; i < runsPerPage; i++)
          runs.push(await lighthouseScoresWithRetry(`${server.url}${page}`, chrome.port, true));
        const perf = runs.map((r) => r.performance);
        const score = median(perf);
        lines.push(
          `web: lighthouse ${page} signed in (mobile, median of ${runsPerPage}) performance ${score} (runs ${Math.min(...perf)}-${Math.max(...perf)}), accessibility ${median(runs.map((r) => r.accessibility))} (goal >= ${goals.dashboardPerformance}: ${score >= goals.dashboardPerformance ? 'met' : 'MISSED'})`,
        );
      }
      if (measured('/dashboard')) {
        const ms = await dashboardContentMs(browser, server.url);
        lines.push(
          `web: /dashboard main content with data after ${ms.toFixed(0)} ms on loopback (median of ${runsPerPage}; goal <= ${goals.dashboardContentMs}: ${ms <= goals.dashboardContentMs ? 'met' : 'MISSED'})`,
        );
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runWebBench()) console.log(line);
}
