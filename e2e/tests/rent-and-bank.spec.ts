import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

const web = { 'x-requested-with': 'credit-repair-web' };

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

/**
 * The newest bank verification code mailed to the beta tester, as an admin reads it in the outbox.
 * Other mail to the same person (a follow-up notice the background job sends when it next runs)
 * can land after the code, so the code is found by its subject, not by being the newest.
 */
async function mailedCode(admin: APIRequestContext) {
  const res = await admin.get(`/api/admin/mail-outbox?to=${encodeURIComponent(demo.beta.email)}&limit=20`);
  expect(res.ok(), await res.text()).toBe(true);
  const messages = (await res.json()) as { subject: string; body: string }[];
  const message = messages.find((m) => /bank account verification code/.test(m.subject));
  expect(message, messages.map((m) => m.subject).join('; ')).toBeTruthy();
  const code = message?.body.match(/is (\d{6})\./)?.[1];
  if (!code) throw new Error('no code mailed to the beta tester');
  return code;
}

test('the beta tester enrolls in a rent service and connects a bank account with the e-mailed code', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: web });
  const login = await admin.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password, loginType: 'admin' },
  });
  expect(login.ok(), await login.text()).toBe(true);

  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();

  // Rent: the demo enrollment is there; the page says plainly that we enroll nobody.
  await openTab(page, 'Rent');
  await expect(page.getByRole('heading', { name: 'Cost-benefit summary' })).toBeVisible();
  await expect(page.getByText('We do not enroll you anywhere')).toBeVisible();
  const boost = page.getByTestId('rent-service-experian-boost');
  await expect(boost.getByText(/^Enrolled \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const boom = page.getByTestId('rent-service-boom');
  const site = boom.getByRole('link', { name: /Boom website/ });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page, 'Rent tab');
  await boom.getByRole('button', { name: 'Enroll in Boom' }).click();
  await expect(boom.getByText(/^Enrolled \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  // Boom joins the summary: $2 a month, all three bureaus between the two services.
  await expect(
    boom.getByRole('checkbox', { name: 'Include Boom in the cost-benefit summary' }),
  ).toBeChecked();
  await expect(page.getByText('For Experian Boost, Boom.')).toBeVisible();
  await expect(page.getByText('$24', { exact: true })).toBeVisible();

  // Verify › Bank Accounts: the seeded account, honestly labelled.
  await openTab(page, 'Verify');
  await expect(page.getByRole('heading', { name: 'Chase Checking ••••4821' })).toBeVisible();
  await expect(page.getByText('Simulated bank link (no bank connected)').first()).toBeVisible();
  await expectAccessible(page, 'Connected Accounts');

  await page.getByRole('tab', { name: 'Add Account' }).click();
  await page.getByRole('button', { name: 'Send verification code' }).click();
  // Bank name and account type come first.
  await expect(page.getByText('Bank name is required')).toBeVisible();
  await page.getByLabel(/^Bank name/).fill('Harbor Credit Union');
  await page.getByRole('textbox', { name: /^Account type/ }).click();
  await page.getByRole('option', { name: 'Savings' }).click();
  await page.getByLabel(/^Routing number/).fill('121000358');
  await page.getByLabel(/^Account number, last 4 digits/).fill('7302');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(/We e-mailed a code to b•••@example\.com/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect securely' })).toHaveCount(0);
  await expectAccessible(page, 'Add Account with the code field');

  const code = await mailedCode(admin);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText(/does not match the one we e-mailed you \(9 tries left\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect securely' })).toHaveCount(0);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Code verified. You can connect the account now.')).toBeVisible();
  await page.getByRole('button', { name: 'Connect securely' }).click();

  await expect(page.getByText('Harbor Credit Union Savings ••••7302 is connected.')).toBeVisible();
  const card = page.getByRole('heading', { name: 'Harbor Credit Union Savings ••••7302' });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Sync Now: Harbor Credit Union Savings ••••7302' }).click();
  await expect(page.getByText('Balances Refreshed').first()).toBeVisible();
  await expectAccessible(page, 'Connected Accounts after connecting');

  await page.getByRole('tab', { name: 'Payment Optimization' }).click();
  await expect(page.getByText(/Your balance was highest on day \d+ of the month/)).toBeVisible();
  await expectAccessible(page, 'Payment Optimization');
  await admin.dispose();
});
