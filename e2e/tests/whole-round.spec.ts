import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readPdfLines } from '../../apps/server/src/modules/report-uploads/report-reading/pdf-text';
import { personDate } from '../../packages/contracts/src/common/person-dates';
import { adminSignIn, clientSignIn, draftLetter, freshClient, subscribeAtCheckout, web } from './fixtures';
import { startOwnServerWithClock } from './own-server';
import { type ReportAccount, savedReportHtml, uploadReport } from './saved-report';

// One round from the first report to the invoice, on a server of its own whose clock the test
// moves: its background jobs run (the mail job every 3 s, the monthly charges every 6 s), and a
// session lasts longer than the test's days, so nobody signs in again after each move.
test.describe.configure({ timeout: 240_000 });

const capitalOne: ReportAccount = {
  creditor: 'CAPITAL ONE BANK USA',
  last4: '5521',
  type: 'Credit Card',
  balance: '$2,310.00',
  status: '30 Days Late',
};
const synchrony: ReportAccount = {
  creditor: 'SYNCHRONY BANK',
  last4: '8830',
  type: 'Credit Card',
  balance: '$1,120.00',
  status: 'Charge Off',
};
const discover: ReportAccount = {
  creditor: 'DISCOVER BANK',
  last4: '4407',
  type: 'Credit Card',
  balance: '$860.00',
  status: '60 Days Late',
};
const deleted = [synchrony, discover];
const verified = capitalOne;
/** The grid shows the three bureaus; only Experian reports these accounts. */
const columns = ['Experian', 'Equifax', 'TransUnion'];
const atExperian = (a: ReportAccount) => ({ ...a, at: ['Experian'] });

test('a round’s letters are mailed, the next report shows two deletions and one verification: the consumer sees the timeline and the proof of work, the professional the next letter, and the per-deletion invoice bills two lines', async ({
  browser,
  playwright,
}) => {
  const server = await startOwnServerWithClock({
    JOBS_ENABLED: 'true',
    MAIL_JOB_MINUTES: '0.05',
    BILLING_RUN_MINUTES: '0.1',
    SESSION_IDLE_MINUTES: '100000',
    SESSION_ABSOLUTE_HOURS: '2400',
  });
  try {
    const client = await freshClient(playwright.request, server.base);
    const fullName = `${client.firstName} ${client.lastName}`;

    // 1. The consumer subscribes to the Pay Per Deletion Plan; its cancellation period starts now.
    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await clientSignIn(person, client);
    await person.goto('/billing');
    await person.getByRole('link', { name: 'Subscribe to the Pay Per Deletion Plan' }).click();
    await subscribeAtCheckout(person, fullName);

    // 2. The first report: three negative items at Experian, confirmed with the address on it.
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await adminSignIn(admin);
    await uploadReport(
      admin,
      client.id,
      savedReportHtml({
        lastName: client.lastName,
        score: 588,
        columns,
        accounts: [capitalOne, ...deleted].map(atExperian),
      }),
      capitalOne.creditor,
    );
    await admin.getByLabel('Street address').fill('1457 Maple Avenue');
    await admin.getByLabel('City').fill('Columbus');
    await admin.getByRole('button', { name: /^Confirm 3 items as credit issues$/ }).click();
    await expect(admin.getByText('3 created, 0 skipped')).toBeVisible();

    // 3. A letter for each, drafted by the company while the consumer may still cancel.
    const issues = (await (await admin.request.get(`/api/credit-issues/${client.id}`)).json()) as {
      id: number;
      creditor: string;
      accountNumberLast4: string | null;
    }[];
    expect(issues.map((i) => i.accountNumberLast4).sort()).toEqual(
      [verified, ...deleted].map((a) => a.last4).sort(),
    );
    /** The item as the product names it on every screen: its creditor as read, and its last digits. */
    const itemName = (a: ReportAccount) => {
      const issue = issues.find((i) => i.accountNumberLast4 === a.last4);
      return { creditor: issue?.creditor as string, last4: a.last4, issueId: issue?.id as number };
    };
    const letters = new Map<string, number>();
    for (const account of [verified, ...deleted]) {
      const { id } = await draftLetter(admin.request, {
        userId: client.id,
        issueId: itemName(account).issueId,
        bureau: 'EXPERIAN',
        clientName: fullName,
      });
      letters.set(account.last4, id);
    }

    // 4. Ten days on (past the 3 business days), the consumer approves them and the company mails them.
    server.setClock('+10d');
    for (const id of letters.values()) {
      const approved = await person.request.post(`/api/disputes/${id}/approve`, {
        headers: web,
        data: { attest: true },
      });
      expect(approved.status(), await approved.text()).toBe(200);
    }
    await admin.goto(`/admin-portal/tracking?client=${client.id}`);
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(3);
    await admin.getByRole('button', { name: 'Mail 3 letters certified…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mail certified with an electronic return receipt' });
    const total = dialog.getByTestId('mail-total');
    await expect(total).toHaveText(/^\$\d+\.\d\d$/);
    await dialog.getByRole('button', { name: `Mail 3 letters for ${await total.textContent()}` }).click();
    await expect(dialog.getByRole('status')).toContainText('3 letters handed to the print shop');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // 5. Two weeks later the carrier has delivered all three; Experian answers the Capital One
    // letter (verified), and a new report comes in without the other two.
    server.setClock('+25d');
    await expect
      .poll(
        async () =>
          (
            (await (await admin.request.get(`/api/disputes/${client.id}`)).json()) as { status: string }[]
          ).map((d) => d.status),
        { timeout: 30_000 },
      )
      .toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    const answered = await admin.request.post('/api/bureau-responses', {
      headers: web,
      data: {
        userId: client.id,
        disputeId: letters.get(verified.last4),
        bureau: 'EXPERIAN',
        responseType: 'VERIFIED',
        responseText: 'The information you disputed has been verified as accurate.',
      },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await uploadReport(
      admin,
      client.id,
      savedReportHtml({ lastName: client.lastName, score: 641, columns, accounts: [atExperian(verified)] }),
      verified.creditor,
    );
    await admin.getByRole('button', { name: /^Confirm 1 item as credit issues$/ }).click();
    await expect(admin.getByText('0 created, 1 skipped')).toBeVisible();
    const ledger = (await (await admin.request.get(`/api/dispute-outcomes/${client.id}`)).json()) as {
      outcomes: { kind: string; bureau: string; item: { accountLast4: string | null }; observedOn: string }[];
    };
    expect(ledger.outcomes.map((o) => `${o.kind} ${o.bureau} ${o.item.accountLast4}`).sort()).toEqual(
      [
        `DELETED EXPERIAN ${discover.last4}`,
        `DELETED EXPERIAN ${synchrony.last4}`,
        `VERIFIED EXPERIAN ${verified.last4}`,
      ].sort(),
    );
    const observedOn = ledger.outcomes[0]?.observedOn as string;

    // 6. The consumer's timeline: each item with what Experian did and the day it was seen. The
    // browser's calendar is the server's, so the monthly report's list holds the month.
    const serverNow = new Date((await person.request.get('/api/health')).headers().date as string);
    await person.context().clock.setFixedTime(serverNow);
    await person.goto('/credit-repair?tab=disputes');
    const results = person.getByRole('region', { name: 'What each letter achieved' });
    const seen = personDate(observedOn);
    const event = (item: ReportAccount, words: string) =>
      results
        .getByRole('heading', { name: `${itemName(item).creditor} ending ${item.last4}`, level: 3 })
        .locator('..')
        .getByText(words, { exact: true })
        .locator('..');
    for (const item of deleted) await expect(event(item, 'Deleted by Experian')).toContainText(seen);
    await expect(event(verified, 'Verified by Experian, unchanged')).toContainText(seen);
    await expect(results.getByText('Deleted by Experian', { exact: true })).toHaveCount(2);

    // The month's proof of work, downloaded from the same card, names both deletions.
    await results.getByLabel('Monthly report').selectOption(observedOn.slice(0, 7));
    const download = person.waitForEvent('download');
    await results.getByRole('link', { name: 'Download the report (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await file.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfLines(pdf)).map((l) => l.text).join('\n');
    for (const item of deleted) expect(text).toContain(`${itemName(item).creditor}: Deleted by Experian`);

    // 7. The professional sees the next letter for the verified item: ask Experian how it verified it.
    await admin.goto(`/admin-portal/clients?client=${client.id}`);
    const nextRound = admin.getByRole('region', { name: 'Next round' });
    await expect(
      nextRound.getByRole('article', {
        name: `Ask how it was verified: ${itemName(verified).creditor} ending ${verified.last4}, Experian`,
      }),
    ).toBeVisible();

    // 8. The billing period ends; the monthly charges bill each deletion on a line of its own.
    server.setClock('+33d');
    await person.context().clock.setFixedTime(new Date(serverNow.getTime() + 8 * 86_400_000));
    const invoice = person.getByTestId('invoice');
    await expect(async () => {
      await person.goto('/billing');
      await expect(invoice).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const lines = invoice.getByRole('table', { name: /^Lines of invoice/ }).getByRole('row');
    await expect(lines).toHaveCount(2);
    for (const item of deleted)
      await expect(
        lines.filter({ hasText: `Deleted: ${itemName(item).creditor} ••${item.last4} at Experian` }),
      ).toHaveCount(1);
  } finally {
    server.stop();
  }
});
