import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Each member of the demo team sees the admin portal's sections of their role, and out of the
// portal the main menu with the way back (never the office's Admin Dashboard or Support Center).

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shots}/reveal-roles-${name}-${width}.png`, fullPage: true });
  }
}

const portalMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin portal' }).first();

test('a specialist works their own clients in the portal, and keeps the main menu outside it', async ({
  page,
}) => {
  await signIn(page, demo.specialist, 'Admin Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Work Queue' })).toBeVisible();
  await expect(portalMenu(page).getByRole('link')).toHaveText([
    'Work Queue',
    'Client Management',
    'Dispute Center',
    'USPS Tracking',
    'Bureau Analysis',
    'Report Uploads',
    'Client Communication',
  ]);
  await shoot(page, 'specialist-portal');

  await page.setViewportSize({ width: 1280, height: 900 });
  await portalMenu(page).getByRole('link', { name: 'Client Communication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Communication' })).toBeVisible();
  // The demo specialist's clients: the beta tester among them, and no one else's conversation.
  await expect(page.getByText('Jordan Rivera').first()).toBeVisible();
  await expectAccessible(page, 'Client Communication for a specialist');
  await shoot(page, 'specialist-chat');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/credit-repair');
  const main = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(main.getByRole('link', { name: 'Admin Portal' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Support Center' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByText('Specialist', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'a client page for a specialist');
  await shoot(page, 'specialist-outside-portal');
});

test('a processor reads uploads and bureau answers, mails and tracks; writes no letters', async ({
  page,
}) => {
  await signIn(page, demo.processor, 'Admin Portal');
  await expect(portalMenu(page).getByRole('link')).toHaveText([
    'Work Queue',
    'Client Management',
    'USPS Tracking',
    'Bureau Analysis',
    'Report Uploads',
  ]);
  await portalMenu(page).getByRole('link', { name: 'Report Uploads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Uploads' })).toBeVisible();
  await expectAccessible(page, 'Report Uploads for a processor');
  await shoot(page, 'processor-uploads');
});
