import { expect, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

// zod costs a phone 60-170 ms of main thread; /dashboard only needs it once a form opens. A constant
// read from a contract file that also holds schemas, or a schema folded into a shared chunk, brings it
// back silently: this is the check that notices.
test('the dashboard’s first load fetches no form-validation code', async ({ page, browser }) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();

  // A fresh browser cache with the same session, as on a return visit that opens /dashboard first.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const dashboard = await context.newPage();
  const scripts: string[] = [];
  dashboard.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByTestId('score-gauge')).toBeVisible();
  await dashboard.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/zod-[^/]*\.js$/.test(s))).toEqual([]);
  await context.close();
});
