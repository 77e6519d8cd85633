import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { authenticatorCode, expectAccessible, signIn } from './fixtures';

/** The third admin made by create-admin before the server started (see playwright.config.ts). */
function mfaAdmin() {
  const output = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'temporary-2.txt'), 'utf8');
  const password = /Temporary password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`create-admin printed no temporary password:\n${output}`);
  return { email: 'mfa.admin@example.com', temporaryPassword: password, password: 'Second@Factor2026' };
}

const codeField = (page: Page) => page.getByLabel(/^Authentication code/);

test('an admin sets up two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = mfaAdmin();

  // First sign-in: the temporary password is replaced first (ADMIN_MFA=optional here).
  await signIn(page, { email: admin.email, password: admin.temporaryPassword }, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  await page.getByLabel(/^Create New Password/).fill(admin.password);
  await page.getByLabel(/^Confirm New Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

  // Enrolment from the admin's two-factor settings.
  await page.goto('/account/two-factor');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // From an open session the password is asked again; a wrong one is refused on the field.
  await page.getByLabel(/^Password/).fill('Not-the-password1!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page, 'two-factor set-up');

  await codeField(page).fill(authenticatorCode(secret, 5));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Invalid authentication code')).toBeVisible();
  const enrolmentCode = authenticatorCode(secret);
  await codeField(page).fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
  expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectAccessible(page, 'recovery codes');
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();

  // Next sign-in: the password, then the code (the next one: the app's current code was just spent).
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page, 'two-step verification');
  // A spent code is refused (said so while its window lasts; after that it is just not valid).
  await codeField(page).fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(/This code has already been used|Invalid authentication code/)).toBeVisible();
  await codeField(page).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

  // And with a recovery code, which works once.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, admin, 'Admin Portal');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await expect(page.getByText('9 recovery codes left')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, admin, 'Admin Portal');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid recovery code')).toBeVisible();
});
