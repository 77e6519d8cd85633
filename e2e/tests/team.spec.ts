import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { authenticatorCode, demo, expectAccessible, freshClient, signIn } from './fixtures';
import { receivedMail } from './maildir';
import { startOwnServer, waitUntil } from './own-server';

// A server of its own, on a fresh copy of the demo data, so the clients given to the new specialist
// and the Sensitive access log start as seeded whatever other tests did. Accounts (argon2), two-step
// sign-in and axe at two widths on a busy machine: far beyond the default timeout.
test.describe.configure({ timeout: 240_000 });

// Screens of the admin portal load on demand.
const lazily = { timeout: 20_000 };

const specialist = {
  firstName: 'Quinn',
  lastName: 'Harper',
  name: 'Quinn Harper',
  email: 'quinn.harper@example.com',
  password: 'Specialist@Join2026',
};
// The demo client has a bureau connection with an SSN on file (a fictional 9xx number); the demo beta
// tester is the second client given to the specialist.
const revealed = { name: `${demo.client.firstName} ${demo.client.lastName}`, ssn: '912-70-3318' };
const assigned = [revealed.name, `${demo.beta.firstName} ${demo.beta.lastName}`];

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const codeField = (page: Page) => page.getByLabel(/^Authentication code/);

test('the Owner invites a specialist and gives them two clients; the specialist sees only those and reveals an SSN; the Owner finds it in the log', async ({
  browser,
  playwright,
}) => {
  const maildir = mkdtempSync(path.join(tmpdir(), 'credit-repair-team-mail-'));
  const server = await startOwnServer({
    DEV_MAILDIR: maildir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE: '10000',
  });
  try {
    // A third client, left unassigned: the specialist must not see them.
    const other = await freshClient(playwright.request, server.base);
    const otherName = `${other.firstName} ${other.lastName}`;

    // 1. The Owner invites a specialist from the Team page.
    const owner = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(owner, demo.admin, 'Admin Portal');
    await expect(owner.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible(lazily);
    await owner.getByRole('link', { name: 'Team', exact: true }).first().click();
    await expect(owner.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible(lazily);
    const team = owner.getByRole('table', { name: /^Your team/ });
    await expect(team.getByText(`${demo.admin.firstName} ${demo.admin.lastName}`)).toBeVisible(lazily);
    const invite = owner.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel(/^First name/).fill(specialist.firstName);
    await invite.getByLabel(/^Last name/).fill(specialist.lastName);
    await invite.getByLabel(/^E-mail/).fill(specialist.email);
    await invite.getByLabel('Role').selectOption({ label: 'Specialist' });
    await expect(invite.getByText('Specialist: Only the clients assigned to them')).toBeVisible();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(owner, 'Invitation sent')).toContainText(
      `${specialist.firstName} has 72 hours to accept it`,
    );
    const waiting = owner.getByRole('region', { name: 'Waiting to accept' });
    await expect(
      waiting.getByText(`${specialist.name} (${specialist.email}) as Specialist`, { exact: true }),
    ).toBeVisible();
    await expectAccessible(owner, 'the Team page');

    // 2. The invitation e-mail's one-time link (opened on this test's address: the link names PUBLIC_URL).
    expect(await waitUntil(() => receivedMail(specialist.email, maildir).length > 0, 20_000)).toBe(true);
    const [mail] = receivedMail(specialist.email, maildir);
    expect(mail?.subject).toBe(`${demo.admin.firstName} ${demo.admin.lastName} invited you to the team`);
    const link = /https?:\/\/\S+\/team-invitation\?token=\S+/.exec(mail?.body ?? '')?.[0];
    expect(link, mail?.body).toBeDefined();
    const { pathname, search } = new URL(link as string);

    // 3. The specialist chooses a password, then sets up two-step sign-in.
    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await person.goto(`${pathname}${search}`);
    await expect(person.getByRole('heading', { name: 'Join your team', level: 1 })).toBeVisible(lazily);
    await expect(person.getByText(`Hello ${specialist.firstName}: you are invited to`)).toBeVisible(lazily);
    await expect(person.getByText(specialist.email, { exact: true })).toBeVisible();
    await person.getByLabel(/^Choose a password/).fill(specialist.password);
    await person.getByRole('button', { name: 'Join the team' }).click();
    await expect(person.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible(
      lazily,
    );
    await expect(
      person.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible(lazily);
    const secret = ((await person.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await codeField(person).fill(authenticatorCode(secret));
    await person.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(person.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible(lazily);
    await expect(person.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await person.getByRole('button', { name: 'I have saved these codes' }).click();
    // A specialist's portal opens on their own work queue (Mine, no other choice): nothing yet.
    await expect(person.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible(lazily);
    await expect(person.getByRole('heading', { name: 'All caught up' })).toBeVisible(lazily);
    await expect(person.getByRole('radiogroup', { name: 'Whose clients' })).toHaveCount(0);
    await person.getByRole('link', { name: 'Client Management', exact: true }).first().click();
    await expect(person.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible(lazily);
    await expect(person.getByRole('heading', { name: 'Clients (0)' })).toBeVisible(lazily);

    // 4. The Owner gives them two clients from the Specialist column of Client Management.
    await owner.getByRole('link', { name: 'Client Management', exact: true }).first().click();
    await expect(owner.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible(lazily);
    // Every client of the company: the demo client, the demo beta tester and the test's own.
    await expect(owner.getByRole('heading', { name: 'Clients (3)' })).toBeVisible(lazily);
    await expect(owner.getByLabel(`Specialist of ${otherName}`)).toHaveValue('');
    for (const name of assigned) {
      const choice = owner.getByLabel(`Specialist of ${name}`);
      await expect(choice.getByRole('option', { name: specialist.name })).toHaveCount(1, lazily);
      await choice.selectOption({ label: specialist.name });
      await expect(toast(owner, `${name} now works with ${specialist.name}.`)).toBeVisible(lazily);
      await expect(choice).toHaveValue(/^\d+$/);
      await expect(choice.locator('option:checked')).toHaveText(specialist.name);
    }

    // 5. The specialist signs in again, password then authenticator code, and sees only those two.
    await person.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(person, specialist, 'Admin Portal');
    await expect(person.getByRole('heading', { name: 'Two-step verification' })).toBeVisible(lazily);
    // The next code: the current one was spent at set-up.
    await codeField(person).fill(authenticatorCode(secret, 1));
    await person.getByRole('button', { name: 'Verify', exact: true }).click();
    // Their queue holds their two clients' work only, each row naming them as the specialist.
    await expect(person.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible(lazily);
    const queueRows = person.getByTestId('work-queue-row');
    await expect(queueRows.first()).toBeVisible(lazily);
    await expect(
      person.getByTestId('work-queue-specialist').filter({ hasNotText: specialist.name }),
    ).toHaveCount(0);
    await expect(queueRows.filter({ hasText: otherName })).toHaveCount(0);
    await expectAccessible(person, "the specialist's Work Queue");
    await person.getByRole('link', { name: 'Client Management', exact: true }).first().click();
    await expect(person.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible(lazily);
    await expect(person.getByRole('heading', { name: 'Clients (2)' })).toBeVisible(lazily);
    const clients = person.getByRole('table', { name: /^Clients/ });
    await expect(clients.getByRole('link')).toHaveText([...assigned].sort());
    await expect(person.getByText(otherName)).toHaveCount(0);
    // Theirs to work, not to hand out: the column names them; no choice of whose clients, no office tools.
    await expect(clients.getByRole('combobox')).toHaveCount(0);
    await expect(clients.getByText(specialist.name, { exact: true })).toHaveCount(2);
    await expect(person.getByRole('radiogroup', { name: 'Whose clients' })).toHaveCount(0);
    await expect(person.getByRole('button', { name: 'Add New Client' })).toHaveCount(0);
    await expect(person.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
    await expect(person.getByRole('link', { name: 'Sensitive Access', exact: true })).toHaveCount(0);

    // 6. They reveal the demo client's SSN with a reason, in the Sensitive data panel.
    await clients.getByRole('link', { name: revealed.name }).click();
    await expect(
      person.getByRole('region', { name: 'Selected client' }).getByRole('heading', { name: revealed.name }),
    ).toBeVisible(lazily);
    await expect(person.getByRole('heading', { name: 'Sensitive data', level: 2 })).toBeVisible(lazily);
    await expect(person.getByText('•••-••-••••')).toBeVisible();
    await expectAccessible(person, "the specialist's Client Management");
    await person.getByRole('button', { name: 'Reveal social security number' }).click();
    const dialog = person.getByRole('dialog', { name: 'Reveal social security number' });
    await expect(
      dialog.getByText(`The full social security number of ${revealed.name} is shown once, here.`),
    ).toBeVisible();
    await dialog.getByLabel(/^Why do you need it\?/).selectOption({ label: 'Writing a dispute letter' });
    await dialog.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expect(dialog.getByLabel('Social Security number')).toHaveText(revealed.ssn, lazily);
    await expect(dialog.getByText(`Social Security number of ${revealed.name}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(person.getByText(revealed.ssn)).toHaveCount(0);

    // 7. The Owner finds that reveal in Sensitive Access, filtered by the specialist.
    await owner.getByRole('link', { name: 'Sensitive Access', exact: true }).first().click();
    await expect(owner.getByRole('heading', { name: 'Sensitive Access', level: 1 })).toBeVisible(lazily);
    await owner.getByRole('textbox', { name: 'Person' }).click();
    await owner.getByRole('option', { name: specialist.name }).click();
    const log = owner.getByRole('table');
    const rows = log.getByRole('row').filter({ hasNot: owner.getByRole('columnheader') });
    await expect(rows).toHaveCount(1, lazily);
    const entry = rows.first().getByRole('cell');
    await expect(entry.nth(1)).toHaveText(specialist.name);
    await expect(entry.nth(2)).toHaveText('Revealed social security number');
    await expect(entry.nth(3)).toHaveText(revealed.name);
    await expect(entry.nth(4)).toHaveText('Writing a dispute letter');
    await expectAccessible(owner, 'Sensitive Access filtered by a person');
  } finally {
    server.stop();
  }
});
