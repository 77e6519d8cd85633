import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, freshBetaTester, signIn } from './fixtures';

// Imports, syncs and axe at two widths take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Toasts fade in and out; axe checks the page under them. */
async function closeToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (let i = 0; i < 5 && (await toasts.count()) > 0; i++) {
    await toasts
      .first()
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 2_000 })
      .catch(() => {});
  }
  await expect(toasts).toHaveCount(0);
}

const tile = (page: Page, label: string) => page.getByTestId('summary-tile').filter({ hasText: label });

test('connect to Experian, see the imported items, add a monitoring connection, sync, see the history', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = await freshBetaTester(playwright.request, baseURL as string);
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.firstName}` })).toBeVisible();

  await page.goto('/experian');
  await expect(page.getByRole('heading', { name: 'Connect to Experian', level: 1 })).toBeVisible();
  await expect(page.getByText('Secure & Encrypted')).toBeVisible();
  // The demo bureau is said so in a person's words, before the form asks for an SSN.
  await expect(
    page.getByText('This is a demo connection; no bureau is contacted.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, '/experian');

  // What the product already has is filled in; the standalone form names every blank field.
  await expect(page.getByLabel(/^First Name/)).toHaveValue(person.firstName);
  await expect(page.getByLabel(/^Last Name/)).toHaveValue(person.lastName);
  await page.getByLabel(/^Last Name/).fill('');
  await page.getByRole('button', { name: 'Connect to Experian' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(
    page.getByText('Please fill in: Last Name, SSN, Date of Birth, Street Address, City, State, ZIP Code'),
  ).toBeVisible();

  await page.getByLabel(/^Last Name/).fill('Tester');
  await page.getByLabel(/^SSN/).fill('521-44-7812');
  await page.getByLabel(/^Date of Birth/).fill('1986-07-14');
  await page.getByLabel(/^Street Address/).fill('48 Orchard Lane');
  await page.getByLabel(/^City/).fill('Columbus');
  await page.getByLabel(/^State/).fill('oh');
  await expect(page.getByLabel(/^State/)).toHaveValue('OH');
  await page.getByLabel(/^ZIP Code/).fill('43215');
  await page.getByRole('button', { name: 'Connect to Experian' }).click();
  // The written authorisation is required before anything is pulled.
  await expect(page.getByText('Please authorize us to obtain your credit report')).toBeVisible();
  await page.getByRole('checkbox', { name: /Written authorization/ }).check();
  await page.getByRole('button', { name: 'Connect to Experian' }).click();

  const summary = page
    .getByRole('status')
    .filter({ hasText: 'Your Experian credit monitoring is now active' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Successfully Connected').first()).toBeVisible();
  const imported = Number(/(\d+) new credit issues? imported/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(imported).toBeGreaterThan(0);
  await closeToasts(page);
  await expectAccessible(page, '/experian after connecting');

  // The imported items are on the dashboard.
  await summary.getByRole('link', { name: 'See your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tile(page, 'Active Issues')).toContainText(String(imported));
  await expect(
    page.getByText(/Hard inquiry - |Collection - |Late payment - |Charge-off - /).first(),
  ).toBeVisible();

  // The Monitor tab: the Experian connection, then an IdentityIQ one, synced.
  await page.goto('/credit-repair?tab=monitor');
  const experian = page.getByTestId('connection-EXPERIAN');
  await expect(experian).toContainText('SSN ending 7812');
  await expect(experian.getByText('Demo connection')).toBeVisible();
  await page.getByRole('button', { name: 'Add Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Monitoring Connection' });
  await dialog.getByRole('button', { name: 'Add Connection' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByLabel(/^Provider/).selectOption('IDENTITY_IQ');
  await dialog.getByLabel(/^Account email/).fill(person.email);
  await dialog.getByLabel(/^Password/).fill('Monitor#2026');
  await expect(dialog.getByLabel(/^Sync frequency/)).toHaveValue('DAILY');
  await expect(dialog.getByRole('switch', { name: /Auto-sync/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Connection' }).click();
  await expect(page.getByText('Connection Added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Sync IdentityIQ' }).click();
  await expect(page.getByText('Sync Complete')).toBeVisible({ timeout: 15_000 });
  const history = page.getByTestId('sync-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('IdentityIQ');
  await expect(history.getByRole('listitem').first()).toContainText('Success');
  await expect(page.getByTestId('last-sync')).toContainText('IdentityIQ');
  await closeToasts(page);
  await expectAccessible(page, 'Monitor tab');
});

test('a client on the Elite plan sees the connected provider; an admin sees Credit Profiles', async ({
  page,
}) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await page.goto('/credit-repair?tab=monitor');
  // Her plan includes managing her own connections.
  await expect(page.getByTestId('connection-EXPERIAN')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Experian' })).toBeVisible();
  await page.goto('/experian');
  await expect(page.getByTestId('experian-connected')).toContainText('Your Experian file is connected');
  await expect(page.getByRole('button', { name: 'Connect to Experian' })).toHaveCount(0);
  await page.goto('/credit-repair?tab=monitor');
  await expect(page.getByTestId('sync-history').getByText('— after your dispute')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Credit Profiles' }).click();
  const card = page.getByRole('article', {
    name: `${demo.client.firstName} ${demo.client.lastName}, Experian`,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText('Total accounts')).toBeVisible();
  await card.getByRole('tab', { name: 'Accounts' }).click();
  await expect(card.getByRole('columnheader', { name: 'Payment status' })).toBeVisible();
  await expectAccessible(page, 'Credit Profiles');
});
