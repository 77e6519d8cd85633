import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Account numbers and monitoring passwords are revealed like the SSN (a reason, recorded), and an
// upload's identity check shows birth dates masked to the year.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shots}/reveal-more-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function revealWithReason(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog
    .getByRole('combobox', { name: /Why do you need it/ })
    .selectOption({ label: 'Writing a dispute letter' });
  await dialog.getByRole('button', { name: 'Reveal' }).click();
  return dialog;
}

test('a specialist reveals an item’s account number in the Dispute Center, with a reason', async ({
  page,
}) => {
  await signIn(page, demo.specialist, 'Admin Portal');
  // Signed in (the portal's first page) before going elsewhere.
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto('/admin-portal/disputes');
  await page.getByRole('textbox', { name: 'Work on the disputes of' }).fill(demo.beta.lastName);
  await page
    .getByRole('option', { name: new RegExp(demo.beta.lastName) })
    .first()
    .click();
  await expect(page.getByText(/^Account ending \d{4}$/).first()).toBeVisible();
  await expectAccessible(page, 'Dispute Center with account numbers to reveal');
  await shoot(page, 'dispute-center');
  await page
    .getByRole('button', { name: /^Reveal account number of / })
    .first()
    .click();
  const dialog = await revealWithReason(page, 'Reveal account number');
  await expect(dialog.getByText('Shown once and not kept on this screen.', { exact: false })).toBeVisible();
  await shoot(page, 'account-revealed');
});

test('the owner sees a connection’s password hidden, with a Reveal; an upload’s birth dates are masked', async ({
  page,
}) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin?tab=credit-profiles');
  await expect(
    page.getByRole('button', { name: /^Reveal credit monitoring password of / }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'Credit Profiles with passwords to reveal');
  await shoot(page, 'credit-profiles');

  // A client of this test's own: the upload stays unconfirmed, and no other test counts it.
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const client = { email: `reveal.${tag}@example.com`, last: `Reveal ${tag}` };
  await page.goto('/admin-portal/clients');
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const form = page.getByRole('form', { name: 'Add New Client' });
  await form.getByLabel(/^First Name/).fill('Riley');
  await form.getByLabel(/^Last Name/).fill(client.last);
  await form.getByLabel(/^Email/).fill(client.email);
  await form.getByRole('button', { name: 'Create Client' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Client created successfully' }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  const born = page.getByRole('region', { name: 'Date of birth' });
  await born.getByLabel('Date of birth').fill('1986-04-12');
  await born.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(born.getByRole('status')).toBeVisible();

  await page.goto('/admin?tab=upload-reports');
  await page.getByRole('textbox', { name: 'Client' }).fill(client.last);
  await page.getByRole('option', { name: new RegExp(client.email) }).click();
  // A saved report page whose personal section shows another birth date.
  const html = `<html><body><h2>Personal Information</h2><div>Name: RILEY ${client.last.toUpperCase()}</div>
    <div>Date of Birth: 09/30/1971</div><div>Address: 12 TEST ST, DAYTON, OH 45402</div>
    <h2>Collections</h2><div>ACME RECOVERY GROUP</div><table>
    <tr><th></th><th>TransUnion</th><th>Experian</th><th>Equifax</th></tr>
    <tr><td>Account #:</td><td>****4821</td><td>****4821</td><td>****4821</td></tr>
    <tr><td>Balance:</td><td>$1,245.00</td><td>$1,245.00</td><td>$1,245.00</td></tr>
    <tr><td>Payment Status:</td><td>Collection</td><td>Collection</td><td>Collection</td></tr>
    </table></body></html>`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'reveal-more.html',
    mimeType: 'text/html',
    buffer: Buffer.from(html),
  });
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Credit Report Analyzed' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const alert = page.getByRole('alert').filter({ hasText: 'This report may belong to someone else' });
  await expect(alert.getByText('••/••/1971')).toBeVisible();
  await expect(alert.getByText('••/••/1986')).toBeVisible();
  // Neither full date anywhere on the screen.
  await expect(page.locator('body')).not.toContainText(/09\/30\/1971|1986-04-12|April 12, 1986/);
  await expectAccessible(page, 'an upload’s identity check');
  await shoot(page, 'identity-check');
});
