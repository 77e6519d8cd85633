import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { impersonationMessages } from '@app/contracts/impersonation.contract';
import { expect, type Page, test } from '@playwright/test';
import { bureauSectionsSample } from '../../apps/server/src/modules/report-uploads/sample-reports/monitoring-samples';
import { samplePdf } from '../../apps/server/src/modules/report-uploads/sample-reports/render-sample';
import { demo, expectAccessible, signIn } from './fixtures';

// Sign-ins (argon2), a report read on the server, two browsers: more than the default.
test.describe.configure({ timeout: 300_000 });

const web = { 'x-requested-with': 'credit-repair-web' };
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

// What the admin's authenticator app would show (RFC 6238: SHA-1, 6 digits, 30 s).
function authenticatorCode(secretBase32: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32.replace(/\s/g, '')]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(
    Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
      Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2),
    ),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) as number) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** The fourth admin made by create-admin before the server started (see playwright.config.ts). */
function betaAdmin() {
  const output = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'temporary-3.txt'), 'utf8');
  const temporary = /Temporary password: (\S+)/.exec(output)?.[1];
  if (!temporary) throw new Error(`create-admin printed no temporary password:\n${output}`);
  return { email: 'beta.admin@example.com', temporary, password: 'Beta@Dashboard2026' };
}

test('an admin makes a code, a Standard test user redeems it, the admin tests as that client and is refused the approval', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const tester = {
    first: 'Morgan',
    last: `Tester ${tag}`,
    email: `morgan.${tag}@example.com`,
    password: 'Tester@2026new',
  };

  // Set-up through the API: a Standard test user, with a letter drafted for them awaiting approval.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: web });
  await api.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password, loginType: 'admin' },
  });
  const created = await api.post('/api/users', {
    data: {
      firstName: tester.first,
      lastName: tester.last,
      email: tester.email,
      password: 'Initial@2026x',
      accessLevel: 'STANDARD',
      isTestUser: true,
      testingNotes: 'Tries the score simulator',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const testerId = (await created.json()).id as number;
  const upload = await api.post('/api/admin/upload-credit-report', {
    data: {
      userId: testerId,
      fileName: 'report.pdf',
      fileData: (await samplePdf(bureauSectionsSample(7117))).toString('base64'),
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const confirm = await api.post(`/api/admin/credit-report-uploads/${(await upload.json()).id}/confirm`, {
    data: { issues: [0] },
  });
  const issue = (await confirm.json()).created[0] as { id: number };
  const drafted = await api.post('/api/disputes', {
    data: {
      userId: testerId,
      issueId: issue.id,
      bureau: 'EQUIFAX',
      reason: 'INACCURATE_STATUS',
      letterContent: `To whom it may concern,\n\n${'I dispute the reported status of this account; please investigate and correct it. '.repeat(4)}\n\nSincerely,\n${tester.first} ${tester.last}`,
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  await api.dispose();
  const own = await playwright.request.newContext({ baseURL, extraHTTPHeaders: web });
  await own.post('/api/auth/login', { data: { email: tester.email, password: 'Initial@2026x' } });
  const reset = await own.post('/api/auth/reset-password', {
    data: { currentPassword: 'Initial@2026x', newPassword: tester.password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  await own.dispose();

  // The admin signs in, replaces the temporary password and gives the second factor.
  const admin = betaAdmin();
  await signIn(page, { email: admin.email, password: admin.temporary }, 'Admin Portal');
  await page.getByLabel(/^Create New Password/).fill(admin.password);
  await page.getByLabel(/^Confirm New Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  const enrol = await page.request.post('/api/auth/mfa/enrollment', {
    headers: web,
    data: { password: admin.password },
  });
  expect(enrol.ok(), await enrol.text()).toBe(true);
  const confirmed = await page.request.post('/api/auth/mfa/enrollment/confirm', {
    headers: web,
    data: { code: authenticatorCode((await enrol.json()).secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // Create Access Code: generated, one feature; Copy Code copies it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Create Access Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Access Code' });
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('Access code is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const code = await dialog.getByLabel(/^Access code/).inputValue();
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('Select at least one feature')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Credit Simulation' }).check();
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(toast(page, 'Access code created')).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Access Codes' }).getByText(code, { exact: true }),
  ).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: `Copy Code ${code}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page, 'Admin Dashboard, Access Codes');

  // The test user redeems it from the profile menu and gains the simulator.
  const testerContext = await browser.newContext();
  const mine = await testerContext.newPage();
  await signIn(mine, { email: tester.email, password: tester.password });
  await expect(mine).not.toHaveURL(/\/login/, { timeout: 15_000 });
  await mine.goto('/dashboard');
  await expect(mine.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Score Simulator' })).toHaveCount(0);
  await mine.getByTestId('header-user-name').click();
  await mine.getByRole('menuitem', { name: 'Enter access code' }).click();
  await mine
    .getByRole('dialog', { name: 'Enter access code' })
    .getByLabel(/^Access code/)
    .fill(code.toLowerCase());
  await mine.getByRole('button', { name: 'Redeem' }).click();
  await expect(toast(mine, 'Access code accepted')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Score Simulator' })).toBeVisible();
  await testerContext.close();

  // Test as Client: the client's view with the banner; the approval stays the client's.
  await page.reload();
  await page.getByRole('tab', { name: 'Client Profiles' }).click();
  await page.getByRole('button', { name: `Test as Client: ${tester.first} ${tester.last}` }).click();
  // Why is asked first, and kept in the Sensitive access log.
  const why = page.getByRole('dialog', { name: `Test as ${tester.first} ${tester.last}` });
  await why.getByLabel(/Why do you need it/).selectOption({ label: 'Helping the client with their account' });
  await why.getByRole('button', { name: 'Start testing' }).click();
  await expect(page).toHaveURL(/\/credit-repair/);
  const banner = page.getByRole('complementary', { name: 'Test as Client' });
  await expect(banner).toContainText(`Viewing as ${tester.first} ${tester.last}`);
  await expect(banner.getByRole('button', { name: 'Return to admin' })).toBeVisible();
  await expectAccessible(page, 'Client view while testing as the client');
  await page.getByRole('tab', { name: 'Disputes' }).click();
  // The letter waits for the client's address and contract, so the screen offers no approval; and
  // approving is the client's alone: the server refuses it to a test session whatever is sent.
  await expect(page.getByRole('button', { name: 'Approve letter' }).first()).toBeDisabled();
  const [letter] = (await (await page.request.get('/api/disputes')).json()) as { id: number }[];
  const refused = await page.request.post(`/api/disputes/${letter?.id}/approve`, {
    headers: web,
    data: { attest: true },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    impersonationMessages.reserved.approval,
  );

  await banner.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('complementary', { name: 'Test as Client' })).toHaveCount(0);
});
