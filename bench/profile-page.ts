// Where a page's first load spends the main thread: `cd bench && npx tsx profile-page.ts`.
// Build with source maps first (`npx vite build --sourcemap` in apps/web): each sample is then
// charged to its source file (a package, or our own module), not to a minified chunk.
// Loads BENCH_PAGE (default /dashboard) signed in, the CPU slowed 4 times as Lighthouse's phone is,
// and prints the self time by package and by function (BENCH_CPU=1: not slowed;
// BENCH_FOCUS=commitRoot: only what runs under that function). Nothing here is a goal: it says where to look.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startServer } from './server-process';
import { chromeFlags, chromePath, serverMain, signInDemo } from './web';

const page = process.env.BENCH_PAGE ?? '/dashboard';
const signedIn = page !== '/' && page !== '/login';
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string) {
  if (!maps.has(url)) {
    const file = path.join(webDist, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

/** The name a minified function had in its source: the `function name(` on its first line. */
function declarationAt(map: TraceMap, source: string, line: number) {
  const content = map.sourcesContent?.[map.sources.indexOf(source)];
  return content?.split('\n')[line - 1]?.match(/function\s+([\w$]+)/)?.[1];
}

/** The package a source belongs to (`@mantine/core`, `react-dom`), or our own module's path. */
function ownerOf(source: string) {
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return source.replace(/^.*?(apps|packages)\//, '$1/');
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
}

function where(frame: ProfileNode['callFrame']) {
  if (!frame.url)
    return { owner: frame.functionName || '(browser)', name: frame.functionName || '(browser)' };
  const map = frame.url.includes('/assets/') ? mapOf(frame.url) : null;
  if (!map || frame.lineNumber < 0)
    return { owner: path.basename(new URL(frame.url).pathname), name: frame.functionName || '(anonymous)' };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const owner = pos.source ? ownerOf(pos.source) : path.basename(frame.url);
  const declared = pos.source ? declarationAt(map, pos.source, pos.line ?? 0) : undefined;
  const file = pos.source?.replace(/^.*node_modules\//, '').replace(/^.*?(apps|packages)\//, '$1/') ?? owner;
  return {
    owner,
    name: `${declared ?? pos.name ?? (frame.functionName || '(anonymous)')} ${file}:${pos.line ?? '?'}`,
  };
}

/**
 * Self time by owner and by function; with `focus` (a function's name, `BENCH_FOCUS`), only the
 * samples under that function count, and the time of each function it calls directly is shown too.
 */
function summarise(profile: Profile, focus?: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = (id: number) => where((byId.get(id) as ProfileNode).callFrame).name;
  const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
  const byOwner = new Map<string, number>();
  const byName = new Map<string, number>();
  const byCallee = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (focus) {
      let callee: number | undefined;
      let at: number | undefined = id;
      while (at !== undefined && !nameOf(at).startsWith(`${focus} `)) [callee, at] = [at, parentOf.get(at)];
      if (at === undefined) return;
      if (callee !== undefined) add(byCallee, nameOf(callee), ms);
    }
    const { owner, name } = where(node.callFrame);
    add(byOwner, owner, ms);
    add(byName, name, ms);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  // Runs of samples without idle between them are the main thread's tasks, roughly: the longest, with
  // the functions that took most of each, say which work blocks the page.
  const bursts: { start: number; ms: number; names: Map<string, number> }[] = [];
  let clock = 0;
  let current: (typeof bursts)[number] | undefined;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += ms;
    const name = nameOf(id);
    if (name.startsWith('(idle)')) {
      current = undefined;
      return;
    }
    if (!current) {
      current = { start: clock, ms: 0, names: new Map() };
      bursts.push(current);
    }
    current.ms += ms;
    add(current.names, name, ms);
  });
  const longest = bursts
    .filter((b) => b.ms >= 12)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .flatMap((b) => [
      `  ${b.ms.toFixed(0)} ms at ${b.start.toFixed(0)} ms:`,
      ...top(b.names, 6).map((l) => `  ${l}`),
    ]);
  const callees = focus ? [`time of what ${focus} calls:`, ...top(byCallee, 15)] : [];
  return [
    'longest runs without idle (about one task each):',
    ...longest,
    ...callees,
    'self time by owner:',
    ...top(byOwner, 25),
    'self time by function:',
    ...top(byName, 40),
  ];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
const server = await startServer([serverMain], { DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  if (signedIn) await signInDemo(browser, server.url);
  const tab = await browser.newPage();
  // Lighthouse's phone: its screen and user agent (the page lays itself out for them).
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await tab.setUserAgent(
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  );
  await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle0' }); // warm the HTTP cache
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  for (const line of summarise(profile, process.env.BENCH_FOCUS)) console.log(line);
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
