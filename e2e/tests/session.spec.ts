import { expect, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

test('an unknown signed-in path shows Page Not Found', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('admin-only routes show Access Denied to everyone else', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  for (const path of ['/admin', '/admin-portal', '/admin-portal/disputes', '/support-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('This portal is restricted to administrators only.')).toBeVisible();
  }
});

test('Sign Out returns to the sign-in screen and ends the session', async ({ page }) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  const current = await page.request.get('/api/users/current');
  expect(current.status()).toBe(401);
  await page.goto('/credit-repair');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
});

test('the mobile menu holds the links, Upgrade Plan and Sign Out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Credit Building' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing & Subscriptions' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a session that ends mid-use sends the person to sign-in with a message', async ({ page, context }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Student Loans' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
});
