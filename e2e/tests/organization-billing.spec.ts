import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Summit Credit Partners (the second demo company) as its Owner and as the platform operator sees it.
test.describe.configure({ timeout: 120_000 });
const lazily = { timeout: 20_000 };
const shots = process.env.SHOTS_DIR;

test('a company signs in at its own path, saves its card for the White Label plan billed in arrears, and the operator sees its billing', async ({
  browser,
}) => {
  // 1. Its own sign-in on the platform's host, in its own name.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/o/summit/sign-in');
  await expect(owner.getByText('Summit Credit Partners').first()).toBeVisible(lazily);
  await expectAccessible(owner, 'Summit’s own sign-in page');
  if (shots) {
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.screenshot({ path: `${shots}/org-billing-slug-sign-in-${width}.png`, fullPage: true });
    }
  }
  await owner.getByRole('radiogroup', { name: 'Portal type' }).getByText('Admin Portal').click();
  await owner.getByLabel(/^Email/).fill(demo.summitOwner.email);
  await owner.getByLabel(/^Password/).fill(demo.summitOwner.password);
  await owner.getByRole('button', { name: 'Sign In' }).click();
  await expect(owner.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible(lazily);

  // 2. Settings: the plan in arrears; a card saved charges nothing.
  await owner.goto('/admin-portal/settings');
  const billing = owner.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('White Label Plan')).toBeVisible(lazily);
  await expect(billing.getByText(/Billed after each month of service ends, never before/)).toBeVisible();
  await expect(billing.getByTestId('next-invoice')).toContainText('$399');
  await billing.getByRole('button', { name: /^(Add|Replace) card$/ }).click();
  await billing.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await billing.getByLabel(/^CVC/).fill('123');
  await billing.getByRole('button', { name: /^(Add|Replace) card$/ }).click();
  await expect(billing.getByText(/VISA ending 4242/)).toBeVisible(lazily);
  await expect(billing.getByText(/No invoices yet/)).toBeVisible();
  await expectAccessible(owner, 'Summit’s settings with billing');
  if (shots) {
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await billing.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: `${shots}/org-billing-settings-${width}.png`, fullPage: true });
    }
  }

  // 3. The operator's list: Summit's card on file, its next invoice.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, demo.admin, 'Admin Portal');
  await expect(operator.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible(lazily);
  await operator.goto('/admin-portal/organizations');
  const summitRow = operator.getByRole('row').filter({ hasText: 'Summit Credit Partners' });
  await expect(summitRow.getByText('Card on file')).toBeVisible(lazily);
  await expect(summitRow.getByText(/Next invoice/)).toBeVisible();
  await expectAccessible(operator, 'the operator’s organizations');
  if (shots) {
    for (const width of [390, 1280]) {
      await operator.setViewportSize({ width, height: 900 });
      await operator.screenshot({ path: `${shots}/org-billing-operator-${width}.png`, fullPage: true });
    }
  }
});
