import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Two people, two browsers, axe at two widths on each screen: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('the demo client asks for a person, files a ticket, and the admin sees and answers it', async ({
  browser,
}) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, demo.client);
  await expect(client.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();

  await client.getByRole('button', { name: 'Open support chat' }).click();
  const chat = client.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('Built-in assistant')).toBeVisible();
  await expect(chat.getByText(/a program and not a person/)).toBeVisible();
  const send = chat.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await chat.getByLabel('Your message').fill('   ');
  await expect(send).toBeDisabled();
  await expectAccessible(client, 'support chat');

  await chat.getByLabel('Your message').fill('How long does a dispute take?');
  await chat.getByLabel('Your message').press('Enter');
  await expect(chat.getByRole('link', { name: 'How long does a dispute take?' })).toBeVisible();

  // The answer can show live a moment before its request settles; Enter waits for the send button.
  await chat.getByLabel('Your message').fill('Can I talk to a human about my Experian letter?');
  await expect(send).toBeEnabled();
  await chat.getByLabel('Your message').press('Enter');
  const ticketDialog = client.getByRole('dialog', { name: 'Contact Human Support' });
  await expect(ticketDialog).toBeVisible();
  await expect(ticketDialog.getByLabel(/^Name/)).toHaveValue(
    `${demo.client.firstName} ${demo.client.lastName}`,
  );
  await ticketDialog.getByLabel(/^Title/).fill('Experian letter: no answer yet');
  await ticketDialog.getByLabel(/^Description/).fill('My Experian letter was delivered two weeks ago.');
  await expectAccessible(client, 'ticket form');
  await ticketDialog.getByRole('button', { name: 'Create Ticket' }).click();
  const created = client.getByText(/^Ticket #ST-\d{6} has been created$/);
  await expect(created).toBeVisible();
  const ticketNumber = /ST-\d{6}/.exec((await created.textContent()) ?? '')?.[0] as string;
  await expect(chat.getByText('With our support team')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin, 'Admin Portal');
  await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await admin.goto('/support-admin');
  await expect(admin.getByRole('heading', { name: 'Support Center', level: 1 })).toBeVisible();
  await expect(admin.getByText('Total conversations')).toBeVisible();
  await expectAccessible(admin, 'Support Center');

  await admin.getByLabel('Search').fill(ticketNumber);
  await admin.getByRole('tab', { name: /Support Tickets/ }).click();
  await expect(admin.getByRole('button', { name: `Open ticket ${ticketNumber}` })).toBeVisible();
  await admin.getByRole('tab', { name: /Conversations/ }).click();
  // The search applies after a short pause in typing; then only this chat matches.
  const conversations = admin.getByRole('button', { name: /Open conversation with/ });
  await expect(conversations).toHaveCount(1);
  await conversations.click();
  const dialog = admin.getByRole('dialog', { name: 'Conversation' });
  await expect(dialog.getByText('Can I talk to a human about my Experian letter?')).toBeVisible();
  await expectAccessible(admin, 'conversation dialog');
  await dialog
    .getByLabel('Reply in the customer’s chat')
    .fill('Hi Casey, this is Avery. I am checking your Experian letter now.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Hi Casey, this is Avery.', { exact: false })).toBeVisible();

  // The reply reaches the open chat without a reload.
  await expect(chat.getByText('Hi Casey, this is Avery.', { exact: false })).toBeVisible({ timeout: 12_000 });
  await expect(chat.getByText('Support team').last()).toBeVisible();

  await clientContext.close();
  await adminContext.close();
});

test('Secure Chat: the client writes, the specialist answers on Client Communication', async ({
  browser,
}) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, demo.client);
  await expect(client.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await client.goto('/credit-repair?tab=chat');
  await expect(client.getByRole('tab', { name: 'Secure Chat' })).toBeVisible();
  await expect(client.getByText('Credit Specialist').first()).toBeVisible();
  const note = `Uploaded my statement ${Date.now()}`;
  await client.getByLabel('Message', { exact: true }).fill(note);
  await client.getByLabel('Message', { exact: true }).press('Enter');
  await expect(client.getByRole('log').getByText(note)).toBeVisible();
  await expectAccessible(client, 'Secure Chat');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin, 'Admin Portal');
  await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await admin.goto('/admin-portal/chat');
  await admin.getByLabel('Search clients').fill('Casey');
  await admin.getByRole('button', { name: /Casey Bennett/ }).click();
  await expect(admin.getByRole('log').getByText(note)).toBeVisible();
  await expectAccessible(admin, 'Client Communication');
  const answer = `Got it, thanks ${Date.now()}`;
  await admin.getByLabel('Message', { exact: true }).fill(answer);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('log').getByText(answer)).toBeVisible({ timeout: 12_000 });

  await clientContext.close();
  await adminContext.close();
});
