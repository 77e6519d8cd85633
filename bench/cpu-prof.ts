import puppeteer from 'puppeteer-core';
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const maps = new Map<string, TraceMap | null>();
function mapName(cf: any): string {
  const file = cf.url.split('/').pop();
  if (!file || !file.endsWith('.js')) return `${cf.functionName || '(anon)'} ${file}`;
  if (!maps.has(file)) { const p = `/work/main/apps/web/dist/assets/${file}.map`; maps.set(file, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null); }
  const m = maps.get(file);
  if (!m || cf.lineNumber < 0) return `${cf.functionName} ${file}`;
  const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
  const src = (o.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${o.name ?? cf.functionName ?? '(anon)'} ${src}:${o.line}`;
}
const base = process.argv[2] ?? 'http://127.0.0.1:5055';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823 });
await page.goto(`${base}/login`);
await page.locator('input[type=email]').fill('beta@example.com');
await page.locator('input[type=password]').fill('DemoBeta#2026');
await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
await page.goto(`${base}/about:blank`).catch(() => {});
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<string, number>();
const dt = profile.timeDeltas ?? [];
profile.samples!.forEach((id: number, i: number) => {
  const n: any = byId.get(id);
  const key = mapName(n.callFrame);
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
// inclusive time per function name (React component names show as functionName)
const parent = new Map<number, number>();
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
profile.samples!.forEach((id: number, i: number) => {
  const seen = new Set<string>();
  let cur: number | undefined = id;
  while (cur !== undefined) {
    const n: any = byId.get(cur);
    const k = n.callFrame.url ? mapName(n.callFrame) : n.callFrame.functionName;
    if (k && !seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
    cur = parent.get(cur);
  }
});
const total = dt.reduce((a: number, b: number) => a + b, 0) / 1000;
console.log('total ms', Math.round(total));
console.log('--- self');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(Math.round(v), k);
console.log('--- inclusive');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(Math.round(v), k);
await browser.close();
