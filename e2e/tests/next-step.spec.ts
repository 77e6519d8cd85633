import { expect, test } from '@playwright/test';
import { demo, emailField, expectAccessible, passwordField } from './fixtures';
import { receivedMail } from './maildir';

const web = { 'x-requested-with': 'credit-repair-web' };

async function adminApi(playwright: typeof import('@playwright/test').request, baseURL: string) {
  const admin = await playwright.newContext({ baseURL, extraHTTPHeaders: web });
  const login = await admin.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password, loginType: 'admin' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return admin;
}

/** The path of the latest reset link mailed to an address, as the person reads it in their inbox. */
async function mailedLinkPath(email: string) {
  // The reset mail is sent after the answer, from a queue.
  await expect.poll(() => receivedMail(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [message] = receivedMail(email);
  const url = message?.body.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!url) throw new Error(`no link mailed to ${email}`);
  return { path: new URL(url).pathname + new URL(url).search, subject: message?.subject };
}

test('a forgotten password is reset with the link from the e-mail, once', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL as string);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const person = { email: `forgot.${tag}@example.com`, firstName: 'Robin', lastName: `Forgetful ${tag}` };
  const created = await admin.post('/api/users', { data: { ...person, password: 'Initial@2026x' } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, 'the forgot-password screen');
  await emailField(page).fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that e-mail');

  const link = await mailedLinkPath(person.email);
  expect(link.subject).toMatch(/Reset your .* password/);
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'the choose-a-password screen');
  await page.getByLabel(/^New Password/).fill('Fresh#Start2026');
  await page.getByLabel(/^Confirm New Password/).fill('Fresh#Start2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been set');

  // The same link again: it says so and offers to ask for a new one.
  await page.goto(link.path);
  await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/login');
  await emailField(page).fill(person.email);
  await passwordField(page).fill('Fresh#Start2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await admin.dispose();
});
