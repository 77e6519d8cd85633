import { expect, test } from '@playwright/test';

test('the landing page has a real title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Credit Repair/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /dispute/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the landing page shows every section and the plans from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Client Portal' }).first()).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Admin Portal' }).first()).toHaveAttribute(
    'href',
    '/admin/auth',
  );
  await expect(page.getByRole('link', { name: 'Start Credit Repair' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/auth');

  const plans = page.getByTestId('plan-card');
  await expect(plans).toHaveCount(4);
  await expect(plans.nth(0)).toContainText('Pro Plan');
  await expect(plans.nth(0)).toContainText('$29');
  await expect(plans.nth(1)).toContainText('Elite Plan');
  await expect(plans.nth(1)).toContainText('$79');
  await expect(plans.nth(1)).toContainText('Most Popular');
  await expect(plans.nth(2)).toContainText('Pay Per Deletion Plan');
  await expect(plans.nth(2)).toContainText('$50 per deletion');
  await expect(plans.nth(3)).toContainText('White Label Plan');
  await expect(plans.nth(3)).toContainText('$399');
  await expect(plans.nth(0).getByRole('link', { name: /Get Started/ })).toHaveAttribute(
    'href',
    /^\/get-started\?plan=\d+$/,
  );

  for (const heading of [
    'Student loans weighing on your budget?',
    'Everything your credit repair needs',
    'Built to connect',
    'Choose your access level',
    'Security and your rights',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'support@example.com' }),
  ).toHaveAttribute('href', 'mailto:support@example.com');
  // Claims the product cannot back are not made.
  await expect(page.locator('body')).not.toContainText(/94%|156\+|SOC 2|24\/7|48 hrs/);
});

test('signed-out visitors see sign-in at any path other than the landing and lead pages', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await page.goto('/admin/auth');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { name: 'Start Your Credit Repair Journey' })).toBeVisible();
});
