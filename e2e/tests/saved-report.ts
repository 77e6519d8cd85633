import { expect, type Page } from '@playwright/test';

/** An account as a saved monitoring page shows it, in the columns of the bureaus reporting it. */
export interface ReportAccount {
  creditor: string;
  last4: string;
  type: string;
  balance: string;
  status: string;
}

/**
 * A saved monitoring page: the consumer's name and address, a score, and each account in a grid
 * with a column per bureau, `at` the bureaus reporting it (all by default; the others show a dash).
 * A grid of one column reads as one bureau's own report, a layout of its own: give two or three.
 */
export function savedReportHtml(input: {
  lastName: string;
  score: number;
  columns: readonly string[];
  accounts: readonly (ReportAccount & { at?: readonly string[] })[];
}) {
  const { columns } = input;
  const row = (
    label: string,
    value: (a: ReportAccount) => string,
    a: ReportAccount & { at?: readonly string[] },
  ) =>
    `<tr><td>${label}</td>${columns.map((b) => `<td>${(a.at ?? columns).includes(b) ? value(a) : '-'}</td>`).join('')}</tr>`;
  const accounts = input.accounts.map(
    (a) => `<div>${a.creditor}</div><table>
  <tr><th></th>${columns.map((b) => `<th>${b}</th>`).join('')}</tr>
  ${row('Account #:', (x) => `****${x.last4}`, a)}
  ${row('Account Type:', (x) => x.type, a)}
  ${row('Balance:', (x) => x.balance, a)}
  ${row('Date Opened:', () => '03/01/2019', a)}
  ${row('Payment Status:', (x) => x.status, a)}
  </table>`,
  );
  return `<html><body>
  <h2>Personal Information</h2><div>Name: JAMIE ${input.lastName.toUpperCase()}</div>
  <div>Current Address: 1457 MAPLE AVE, COLUMBUS, OH 43215</div>
  <h2>Credit Score</h2><div>Credit Score: ${input.score}</div>
  <h2>Account History</h2>${accounts.join('\n')}</body></html>`;
}

/** The admin uploads a saved report where the letters are written, and waits for its items to be read. */
export async function uploadReport(admin: Page, clientId: number, html: string, firstCreditor: string) {
  await admin.goto(`/admin-portal/disputes?client=${clientId}`);
  await admin.locator('input[type="file"]').setInputFiles({
    name: 'report.html',
    mimeType: 'text/html',
    buffer: Buffer.from(html),
  });
  await expect(admin.getByText(firstCreditor, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}
