import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

// The pages forbid eval and inline script. A library that tries either inside a try/catch still
// makes the browser report a violation (and Lighthouse mark the page down), so the reports are
// collected as the page sees them and must stay empty.
async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the public pages and the sign-in form report no policy violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(), 'landing').toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  // The form loads zod and its schema once it is drawn; a refused submit shows they have run.
  await page.getByLabel(/^Email/).fill(`${'a'.repeat(250)}@example.com`);
  await page.getByLabel(/^Password/).fill('x');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(), 'sign-in').toEqual([]);
});

test('a client’s and an admin’s pages with forms report no policy violation', async ({ page, browser }) => {
  const violations = await collectViolations(page);
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  for (const path of ['/dashboard', '/documents', '/billing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminViolations = await collectViolations(admin);
  await signIn(admin, demo.admin, 'Admin Portal');
  await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await adminViolations(), 'admin').toEqual([]);
  await adminContext.close();
});
