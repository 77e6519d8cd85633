import { expect, test } from '@playwright/test';
import { demo, expectAccessible, freshBetaTester, signIn } from './fixtures';

// Creates an account (argon2) and runs axe at two widths on two screens.
test.describe.configure({ timeout: 90_000 });

const web = { 'x-requested-with': 'credit-repair-web' };

test('the admin works a row of the queue: follows it, does the work, and the row is gone', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A client of the test's own writes to the team, so no other test reads the message first.
  const person = await freshBetaTester(playwright.request, baseURL as string);
  const clientName = `${person.firstName} ${person.lastName}`;
  const own = await playwright.request.newContext({ baseURL, extraHTTPHeaders: web });
  const login = await own.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
  });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  const note = `Did my letters go out? ${Date.now()}`;
  expect((await own.post('/api/chat/send', { data: { userId: user.id, message: note } })).status()).toBe(201);
  await own.dispose();

  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  // The header carries the count of everything waiting.
  await expect(page.getByRole('link', { name: /^Work queue: \d+ items? waiting$/ })).toBeVisible();
  // The demo data has letters in the tracking states, so those groups are not empty.
  await expect(page.getByRole('region', { name: 'Mailed, delivery not confirmed' })).toBeVisible();

  const unread = page.getByRole('region', { name: 'Unread client messages' });
  const row = unread.getByRole('link', {
    name: new RegExp(`^Read and reply: ${clientName}, 1 unread message`),
  });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'Work Queue');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin-portal/chat\\?client=${user.id}$`));
  await expect(page.getByRole('heading', { name: 'Client Communication', level: 1 })).toBeVisible();
  // Opening the conversation reads it.
  await expect(page.getByRole('log').getByText(note)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin portal' })
    .getByRole('link', { name: 'Work Queue' })
    .click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unread client messages' })).toBeVisible();
  await expect(unread.getByRole('link', { name: new RegExp(clientName) })).toHaveCount(0);
});
