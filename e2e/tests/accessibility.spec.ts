import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn, temporaryAdmin } from './fixtures';

// axe takes a few seconds per page and width on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the landing page passes axe at 390 and 1280 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('plan-card')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Security and your rights' })).toBeVisible();
  await expectAccessible(page, 'landing');
});

test('the lead form and sign-in pass axe at 390 and 1280 px', async ({ page }) => {
  await page.goto('/get-started');
  await expectAccessible(page, 'lead form');
  await page.goto('/login');
  await expectAccessible(page, 'sign-in');
  await signIn(page, { email: 'nobody@example.com', password: 'Wrong#Pass1' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'sign-in with its failure message');
});

test('the client home and billing pass axe at 390 and 1280 px', async ({ page }) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await expectAccessible(page, 'client credit-repair page');
  await page.goto('/billing');
  await expect(page.getByTestId('plan-card')).toHaveCount(4);
  await expectAccessible(page, '/billing');
});

test('notices for clients pass axe at 390 and 1280 px', async ({ page }) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  for (const [path, heading] of [
    ['/credit-building', 'Credit Building'],
    ['/no-such-page', 'Page Not Found'],
    ['/admin-portal', 'Access Denied'],
    ['/payment-success', 'Payment'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('admin pages pass axe at 390 and 1280 px', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin home');
  for (const [path, heading, ready] of [
    ['/admin-portal/settings', 'Settings', 'Current account'],
    ['/admin-portal/disputes', 'Dispute Center', 'Select a Client First'],
    ['/admin-portal/analytics', 'Analytics', 'Monthly summary'],
    ['/admin-portal/leads', 'Leads', null],
    ['/admin', 'Admin Dashboard', null],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready).first()).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('the forced password setup passes axe at 390 and 1280 px', async ({ page }) => {
  await signIn(page, temporaryAdmin(1), 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  await page.getByLabel(/^Create New Password/).fill('short');
  await expect(page.getByTestId('password-errors')).toBeVisible();
  await expectAccessible(page, 'password setup');
});
