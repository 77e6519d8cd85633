import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Two people, letters written by the engine, and axe at two widths on three screens.
test.describe.configure({ timeout: 120_000 });

const web = { 'x-requested-with': 'credit-repair-web' };

test('the admin drafts letters for two items to three bureaus at once; the client answers them in one step', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  const found = await page.request.get(`/api/users?clientsOnly=true&search=${demo.client.email}`, {
    headers: web,
  });
  expect(found.ok()).toBe(true);
  const casey = ((await found.json()) as { items: { id: number }[] }).items[0];
  expect(casey).toBeDefined();

  // The client table finds the demo client and opens their card in one click.
  await page.goto('/admin-portal/clients');
  await page.getByLabel('Search clients').fill('Casey');
  const table = page.getByRole('table', { name: /^Clients/ });
  const name = table.getByRole('link', { name: `${demo.client.firstName} ${demo.client.lastName}` });
  await expect(name).toBeVisible();
  await expectAccessible(page, 'Client Management table');
  await name.click();
  await expect(page.getByRole('region', { name: 'Selected client' })).toBeVisible();

  await page.goto(`/admin-portal/disputes?client=${casey?.id}`);
  const generator = page.getByRole('region', { name: 'AI Dispute Letter Generator' });
  const items = generator.getByTestId('letter-issue');
  await expect(items.first()).toBeVisible();
  // An item already under dispute at a bureau says where it stands there.
  await expect(generator.getByTestId('open-disputes').first()).toBeVisible();

  // Two items that can still be disputed somewhere: ticked, and written to all three bureaus at once.
  const free = items.filter({ has: page.getByRole('button', { name: /^Generate AI Letter for / }) });
  const chosen = [free.nth(0), free.nth(1)];
  const titles: string[] = [];
  for (const item of chosen) {
    titles.push(((await item.locator('p').first().textContent()) ?? '').trim());
    await item.getByRole('checkbox').check();
  }
  await generator.getByRole('button', { name: 'Draft letters for chosen items' }).click();
  // Each item has its own reason, letter type and bureaus; the letters are shown before they are saved.
  const batch = page.getByRole('dialog', { name: 'Letters for the chosen items' });
  await expect(batch.getByTestId('batch-item')).toHaveCount(2);
  await expect(batch.getByRole('group', { name: 'Bureaus to write to' }).first()).toBeVisible();
  await batch.getByRole('button', { name: 'Preview letters' }).click();
  const previews = page.getByRole('dialog', { name: 'Preview the letters' });
  await expect(previews.getByTestId('previewed-letter').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'Batch letters preview');
  await previews.getByRole('button', { name: /^Save \d+ letters?$/ }).click();
  const result = generator.getByRole('status').filter({ hasText: /letters? drafted/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const drafted = Number(/(\d+) letters? drafted/.exec((await result.textContent()) ?? '')?.[1]);
  expect(drafted).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'Dispute Center after drafting');

  // The client answers every waiting letter in one step, on a phone: the next step opens the
  // approval itself, not the top of a long page. The first item is called accurate.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await clientContext.newPage();
  await signIn(client, demo.client);
  await expect(client).not.toHaveURL(/login/);
  const steps = client.getByRole('region', { name: 'Your next steps' });
  await steps.getByRole('link', { name: 'Review and approve' }).first().click();
  await expect(client).toHaveURL(/\/credit-repair\?tab=disputes&dispute=\d+$/);
  const approval = client.getByRole('region', { name: /letters wait for your approval$/ });
  await expect(approval).toBeInViewport();
  await expect(approval).toBeFocused();
  await client.screenshot({ path: test.info().outputPath('approval-390.png') });
  const letters = approval.getByTestId('batch-letter');
  const count = await letters.count();
  expect(count).toBeGreaterThanOrEqual(drafted);
  // Nothing is sent while a letter has no answer.
  await approval.getByRole('button', { name: 'Send my answers' }).click();
  await expect(
    approval.getByText('Choose whether to approve this letter or say the item is accurate').first(),
  ).toBeVisible();
  let accurate = 0;
  for (let i = 0; i < count; i++) {
    const letter = letters.nth(i);
    const text = (await letter.textContent()) ?? '';
    if (accurate === 0 && text.startsWith(titles[0] as string)) {
      await letter.getByLabel('Do not send: this item is accurate').check();
      accurate++;
    } else {
      await letter.getByLabel(/^Approve: I believe this item is inaccurate/).check();
    }
  }
  expect(accurate).toBe(1);
  // Every waiting letter also has its own card; the answered ones stop asking, the accurate one stays
  // (with the client's word left for the specialist), as do any an earlier run left.
  const cardsBefore = await client.getByTestId('letter-approval').count();
  await expectAccessible(client, 'Batch letter approval');
  await approval.getByRole('button', { name: 'Send my answers' }).click();
  const done = client.getByRole('status').filter({ hasText: /letters? approved, 1 left unsent as accurate/ });
  await expect(done).toBeVisible();
  await expect(client.getByTestId('letter-approval')).toHaveCount(cardsBefore - count + accurate);
  await clientContext.close();

  // Back in the Dispute Center, the approved pairs now read as waiting to be mailed.
  await page.reload();
  await expect(generator.getByText('Approved, waiting to be mailed').first()).toBeVisible();
});
