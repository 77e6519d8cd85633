import { expect, type Page, test } from '@playwright/test';
// The server's own generator of fictional reports: the test knows exactly what the file holds.
import { bureauSectionsSample } from '../../apps/server/src/modules/report-uploads/sample-reports/monitoring-samples';
import { samplePdf } from '../../apps/server/src/modules/report-uploads/sample-reports/render-sample';
import { demo, signIn } from './fixtures';
import { receivedMail } from './maildir';

// Two sign-ins (argon2), a report read on the server and a password change: more than the default.
test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('an admin adds a client, uploads their report, confirms the items and drafts a letter; the client then sees the items', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const client = { email: `riley.${tag}@example.com`, password: 'Welcome@2026x', last: `Report ${tag}` };
  const report = bureauSectionsSample(4242);
  const negatives = report.expected.negatives;
  expect(negatives.length).toBeGreaterThan(0);

  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/clients');
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const form = page.getByRole('form', { name: 'Add New Client' });
  await form.getByLabel(/^First Name/).fill('Riley');
  await form.getByLabel(/^Last Name/).fill(client.last);
  await form.getByLabel(/^Email/).fill(client.email);
  await form.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  // The client is invited by e-mail to choose their own password.
  const invitation = receivedMail(client.email)[0]?.body ?? '';
  const invitationUrl = invitation.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(invitationUrl, invitation).toBeTruthy();

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Upload Reports' }).click();
  // Without a client nothing is sent, and the spec's message says why.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: await samplePdf(report) });
  await expect(toast(page, 'Please select a client before uploading the credit report.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Client' }).fill(client.last);
  await page.getByRole('option', { name: new RegExp(client.email) }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: `riley-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: await samplePdf(report),
  });
  await expect(toast(page, 'Credit Report Analyzed')).toBeVisible({ timeout: 30_000 });
  for (const n of negatives) await expect(page.getByText(n.creditor, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: /^Confirm \d+ items? as credit issues$/ }).click();
  await expect(page.getByText(`${negatives.length} created, 0 skipped`)).toBeVisible();

  await page.getByRole('tab', { name: 'Generate Letters' }).click();
  await page.getByRole('button', { name: 'Generate AI Letter' }).first().click();
  const letter = page.getByRole('dialog', { name: 'Dispute letter' });
  await expect(letter).toBeVisible();
  await expect(letter).toContainText(negatives[0]?.creditor ?? '');
  await expect(letter).toContainText(`Riley ${client.last}`);
  await letter.getByRole('button', { name: 'Close' }).click();

  // The client opens the invitation's link, chooses a password, then signs in with it.
  // A fresh browser session (a toast may still cover the header's Sign Out; signing out is tested elsewhere).
  await page.context().clearCookies();
  const link = new URL(invitationUrl as string);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
  await page.getByLabel(/^New Password/).fill(client.password);
  await page.getByLabel(/^Confirm New Password/).fill(client.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been set');
  await signIn(page, client);
  await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
  for (const n of negatives) await expect(page.getByText(n.creditor, { exact: false }).first()).toBeVisible();
});
