// One page's Lighthouse figures in detail (issue 19, "Loading"): `npm run bench:dashboard -w bench`.
// Prints the median of 5 Lighthouse mobile runs (score, FCP, LCP, TBT), for the dashboard the time
// to the main content on loopback, and the load average, which says how much the machine was busy.
// BENCH_PAGE=/credit-repair (or /login, /) measures another page; signed in unless it is public.
// LIGHTHOUSE_JSON=<dir> keeps each run's report (with its trace's long tasks) for a closer look.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from './server-process';
import {
  chromeFlags,
  chromePath,
  dashboardContentMs,
  ensureBuilt,
  goals,
  median,
  runsPerPage,
  serverMain,
  signInDemo,
} from './web';

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const page = process.env.BENCH_PAGE ?? '/dashboard';
const signedIn = page !== '/' && page !== '/login';
const goal = signedIn ? goals.dashboardPerformance : goals.score;

async function pageRun(url: string, port: number, keepDir: string | undefined, i: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      if (keepDir)
        writeFileSync(
          path.join(keepDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
      } satisfies PageRun;
    } catch (err) {
      // A busy machine now and then loses the trace (NO_NAVSTART); such a run is retried.
      if (attempt >= 3) throw err;
    }
  }
}

export async function runPageBench(): Promise<string[]> {
  ensureBuilt();
  const keepDir = process.env.LIGHTHOUSE_JSON;
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  const server = await startServer([serverMain], { DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const lines = [`load average before: ${loadAverage()}`];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      if (signedIn) await signInDemo(browser, server.url);
      const runs: PageRun[] = [];
      for (let i = 0; i < runsPerPage; i++)
        runs.push(await pageRun(`${server.url}${page}`, chrome.port, keepDir, i));
      const of = (key: keyof PageRun) => median(runs.map((r) => r[key]));
      const list = (key: keyof PageRun) => runs.map((r) => r[key].toFixed(0)).join(' ');
      const score = of('score');
      lines.push(
        `lighthouse ${page}${signedIn ? ' signed in' : ''} (mobile, median of ${runsPerPage}): performance ${score} (goal >= ${goal}: ${score >= goal ? 'met' : 'MISSED'})`,
        `  FCP ${of('fcp').toFixed(0)} ms, LCP ${of('lcp').toFixed(0)} ms, TBT ${of('tbt').toFixed(0)} ms`,
        `  runs: score ${list('score')} | FCP ${list('fcp')} | LCP ${list('lcp')} | TBT ${list('tbt')}`,
      );
      if (page === '/dashboard') {
        const ms = await dashboardContentMs(browser, server.url);
        lines.push(
          `/dashboard main content with data after ${ms.toFixed(0)} ms on loopback (median of ${runsPerPage}; goal <= ${goals.dashboardContentMs}: ${ms <= goals.dashboardContentMs ? 'met' : 'MISSED'})`,
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
  lines.push(`load average after: ${loadAverage()}`);
  return lines;
}

for (const line of await runPageBench()) console.log(line);
