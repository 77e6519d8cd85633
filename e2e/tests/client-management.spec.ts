import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Each test creates accounts (argon2) and runs axe at two widths: slower than the default allows on a busy machine.
test.describe.configure({ timeout: 60_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('an admin adds a client, finds them in the list and sees their summary and activity', async ({
  page,
}) => {
  const tag = unique();
  const email = `morgan.${tag}@example.com`;
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/clients');
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  const addClient = page.getByRole('button', { name: 'Add New Client' });
  await addClient.click();
  await expect(
    page.getByText('The client gets an e-mail with a one-time link to choose their own password', {
      exact: false,
    }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Add New Client' });
  // Nothing is sent while a field is missing.
  await form.getByRole('button', { name: 'Create Client' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel(/^First Name/).fill('Morgan');
  await form.getByLabel(/^Last Name/).fill(`Ellis ${tag}`);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Starting Credit Score/).fill('720');
  await form.getByLabel(/^Phone/).fill('512 555 0147');
  await form.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  // The invitation's link is shown once, to copy, before the dialog closes.
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(dialog.getByLabel('Invitation link')).toHaveValue(/\/reset-password\?token=/);
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  const onboarding = page.getByRole('region', { name: 'Onboarding' });
  await expect(onboarding.getByText(/^Invitation expires on /)).toBeVisible();
  await expect(onboarding.getByText('(512) 555-0147')).toBeVisible();

  const card = page.getByRole('region', { name: 'Selected client' });
  await expect(card.getByRole('heading', { name: `Morgan Ellis ${tag}` })).toBeVisible();
  await expect(card.getByText('720', { exact: true })).toBeVisible();
  await expect(card.getByText('Client created')).toBeVisible();

  await page.getByLabel('Search clients').fill(email.toUpperCase());
  const table = page.getByRole('table', { name: /^Clients/ });
  await expect(table.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Clients (1)' })).toBeVisible();

  // The same email again, in another case: refused, the field says why.
  await addClient.click();
  await form.getByLabel(/^First Name/).fill('Morgan');
  await form.getByLabel(/^Last Name/).fill('Again');
  await form.getByLabel(/^Email/).fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Create Client' }).click();
  await expect(form.getByText(`A user with the email ${email} already exists`)).toBeVisible();

  await expectAccessible(page, 'Client Management');
});

test('settings lists every password problem together and sends nothing', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/settings');
  await expect(page.getByRole('heading', { name: 'Current account' })).toBeVisible();
  let sent = false;
  await page.route('**/api/auth/reset-password', (route) => {
    sent = true;
    return route.abort();
  });
  await page.getByLabel(/^New Password/).fill('abc');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('password-errors').getByRole('listitem')).toHaveText([
    'Current password is required',
    'Password confirmation is required',
    'Password must be at least 8 characters long',
    'Password must contain at least one uppercase letter',
    'Password must contain at least one number',
    'Password must contain at least one special character (@$!%*?&)',
  ]);
  expect(sent).toBe(false);
  await expectAccessible(page, 'Settings');
});

test('a lead becomes a client from the pre-filled Add New Client form', async ({ page, request }) => {
  const tag = unique();
  const res = await request.post('/api/contact/lead-submission', {
    data: {
      type: 'credit_repair_lead',
      firstName: 'Lena',
      lastName: `Lead${tag}`,
      phone: '(555) 010-4040',
      email: `lena.${tag}@example.com`,
      creditIssues: ['Collections'],
      additionalDetails: '',
      urgency: 'urgent',
      timestamp: new Date().toISOString(),
      source: 'landing_page_form',
    },
  });
  expect(res.status()).toBe(201);

  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/leads');
  const lead = page.getByRole('listitem').filter({ hasText: `Lena Lead${tag}` });
  await lead.getByRole('button', { name: 'Convert to client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(dialog.getByLabel(/^Email/)).toHaveValue(`lena.${tag}@example.com`);
  await expect(dialog.getByLabel(/^Last Name/)).toHaveValue(`Lead${tag}`);
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(lead.getByText('Converted')).toBeVisible();
  await expect(lead.getByRole('link', { name: 'View client' })).toBeVisible();
  // The toast stays: it reads at AA contrast and covers none of the Leads screen's controls.
  await expectAccessible(page, 'Leads');
});
