import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
const base = process.argv[2] ?? 'http://127.0.0.1:5055';
const runs = Number(process.argv[3] ?? 1);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const page = await browser.newPage();
await page.goto(`${base}/login`);
await page.locator('input[type=email]').fill('beta@example.com');
await page.locator('input[type=password]').fill('DemoBeta#2026');
await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
await page.close();
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(`${base}/dashboard`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  const a = r!.lhr.audits;
  const m = (k: string) => Math.round(a[k]?.numericValue ?? -1);
  console.log(`perf ${Math.round(r!.lhr.categories.performance.score! * 100)} FCP ${m('first-contentful-paint')} LCP ${m('largest-contentful-paint')} TBT ${m('total-blocking-time')} SI ${m('speed-index')} CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)}`);
  if (i === 0 && process.env.DETAIL) {
    const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log('LCP el', lcpEl);
    console.log(JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items, null, 0));
    const reqs = (a['network-requests']?.details as any)?.items ?? [];
    for (const q of reqs) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.resourceType, Math.round(q.transferSize/1024)+'KB', q.url.replace(base,''));
    const bt = (a['long-tasks']?.details as any)?.items ?? [];
    for (const t of bt) console.log('long task', Math.round(t.startTime), Math.round(t.duration), t.url);
    const boot = (a['bootup-time']?.details as any)?.items ?? [];
    for (const t of boot) console.log('bootup', t.url.replace(base,''), Math.round(t.total), Math.round(t.scripting));
  }
}
await browser.disconnect(); await chrome.kill();
