import type { WorkQueue, WorkQueueGroup } from '@app/contracts/work-queue.contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
// The server's own generator of fictional reports: every negative item is reported by all three bureaus.
import { bureauSectionsSample } from '../../apps/server/src/modules/report-uploads/sample-reports/monitoring-samples';
import { samplePdf } from '../../apps/server/src/modules/report-uploads/sample-reports/render-sample';
import { demo, expectAccessible, freshClient, signIn } from './fixtures';

// Two people, a report read on the server, letters written by the engine, the notices job and the
// simulated mail (12 hours per real second, see the config): more than the default.
test.describe.configure({ timeout: 180_000 });

const web = { 'x-requested-with': 'credit-repair-web' };
const queuePageSize = 5;

/**
 * The queue's rows of one client in one group, read page by page as the board asks for them (other
 * tests and the demo data have rows of their own, and this client's may be on a later page).
 */
async function rowsOf(api: APIRequestContext, group: WorkQueueGroup, clientId: number) {
  const found: { recordId: number; page: number }[] = [];
  for (let page = 1; page <= 200; page++) {
    const res = await api.get(`/api/admin/work-queue?group=${group}&page=${page}&pageSize=${queuePageSize}`, {
      headers: web,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const shown = ((await res.json()) as WorkQueue).groups[0];
    for (const item of shown?.items ?? []) if (item.clientId === clientId) found.push({ ...item, page });
    if (!shown || page * queuePageSize >= shown.total) break;
  }
  return found;
}

/** Opens the queue and follows this client's row of a group, turning to the page it is on. */
async function followRow(
  page: Page,
  title: string,
  group: WorkQueueGroup,
  client: { id: number; name: string },
) {
  // Already on the queue (an admin's home is the queue too), it is read again (it polls each
  // minute); from elsewhere, the menu opens it.
  if (['/', '/admin-portal'].includes(new URL(page.url()).pathname)) await page.reload();
  else
    await page
      .getByRole('navigation', { name: 'Admin portal' })
      .getByRole('link', { name: 'Work Queue' })
      .click();
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  const rows = await rowsOf(page.request, group, client.id);
  expect(rows.length, `${title}: a row for ${client.name}`).toBeGreaterThan(0);
  const region = page.getByRole('region', { name: title });
  const onPage = rows[0]?.page ?? 1;
  if (onPage > 1) await region.getByRole('button', { name: `Page ${onPage} of ${title}` }).click();
  const row = region.getByRole('link', { name: new RegExp(`: ${client.name}, `) }).first();
  await expect(row).toBeVisible();
  await row.click();
  return rows;
}

test('an admin works the queue from top to bottom: confirm, draft, and letters held until the client can approve them', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A standard client of the test's own: the Upload Reports selector lists standard clients.
  const person = await freshClient(playwright.request, baseURL as string);
  const client = { id: person.id, name: `${person.firstName} ${person.lastName}` };
  const report = bureauSectionsSample(7000 + Math.floor(Math.random() * 1000));
  expect(report.expected.negatives.length).toBeGreaterThanOrEqual(2);

  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

  // A fictional report arrives for the client (the specialist's upload).
  const pdf = await samplePdf(report);
  const uploaded = await page.request.post('/api/admin/upload-credit-report', {
    headers: web,
    data: {
      userId: client.id,
      fileName: `queue-${client.id}.pdf`,
      fileType: 'application/pdf',
      description: 'Report to confirm from the queue',
      fileData: pdf.toString('base64'),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const upload = (await uploaded.json()) as { id: number };

  // 1. Reports to confirm: the row opens Upload Reports with the client and the report chosen.
  await followRow(page, 'Reports to confirm', 'REPORT_UNCONFIRMED', client);
  await expect(page).toHaveURL(
    new RegExp(`/admin\\?tab=upload-reports&client=${client.id}&upload=${upload.id}$`),
  );
  await expect(page.getByRole('tab', { name: 'Upload Reports', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Client' })).toHaveValue(new RegExp(person.email));
  await expect(page.getByRole('heading', { name: `queue-${client.id}.pdf`, level: 3 })).toBeVisible();
  await expectAccessible(page, 'Upload Reports opened from the queue');
  await page.getByRole('button', { name: /^Confirm \d+ items? as credit issues$/ }).click();
  await expect(page.getByText(/\d+ created, 0 skipped/)).toBeVisible();
  expect(await rowsOf(page.request, 'REPORT_UNCONFIRMED', client.id)).toEqual([]);

  // 2. The Dispute Center drafts letters for two items to all three bureaus at once: six letters.
  await page.goto(`/admin-portal/disputes?client=${client.id}`);
  const generator = page.getByRole('region', { name: 'AI Dispute Letter Generator' });
  const items = generator.getByTestId('letter-issue');
  await expect(items.first()).toBeVisible();
  for (const i of [0, 1]) await items.nth(i).getByRole('checkbox').check();
  await generator.getByRole('button', { name: 'Draft letters for chosen items' }).click();
  const batch = page.getByRole('dialog', { name: 'Letters for the chosen items' });
  await batch.getByRole('button', { name: 'Preview letters' }).click();
  const previews = page.getByRole('dialog', { name: 'Preview the letters' });
  await expect(previews.getByTestId('previewed-letter')).toHaveCount(6, { timeout: 30_000 });
  await previews.getByRole('button', { name: 'Save 6 letters' }).click();
  await expect(generator.getByRole('status').filter({ hasText: '6 letters drafted' })).toBeVisible({
    timeout: 30_000,
  });
  const awaiting = await rowsOf(page.request, 'AWAITING_APPROVAL', client.id);
  expect(awaiting).toHaveLength(6);

  // 3. The outbox holds one notice for the batch, listing the six letters, with its unsubscribe.
  let notice: { subject: string; body: string; headers: Record<string, string> | null } | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(person.email)}`, {
          headers: web,
        });
        const mail = (await res.json()) as {
          subject: string;
          body: string;
          headers: Record<string, string> | null;
        }[];
        const letters = mail.filter((m) => /waiting for your approval$/.test(m.subject));
        notice = letters[0];
        return letters.map((m) => m.subject);
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toEqual(['6 dispute letters are waiting for your approval']);
  expect(notice?.body.match(/^- To (Equifax|Experian|TransUnion) about /gm)).toHaveLength(6);
  expect(notice?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // 4. The client has no mailing address on file (and no service contract yet): the next step leads
  //    to the letters, which say why they cannot be approved and offer the address form; the
  //    queue's rows say the same.
  //    (Approval, printing and tracking once signed: client-to-mailed-letter.spec.ts.)
  const clientContext = await browser.newContext();
  const home = await clientContext.newPage();
  await signIn(home, person);
  const steps = home.getByRole('region', { name: 'Your next steps' });
  const first = steps.getByTestId('next-step').first();
  await expect(first).toContainText(/Approve your letter to /);
  await first.getByRole('link', { name: 'Review and approve' }).click();
  await expect(home).toHaveURL(/\/credit-repair\?tab=disputes&dispute=\d+$/);
  const hold = home.getByTestId('letter-hold');
  await expect(hold).toContainText('Add your mailing address first');
  await expect(hold.getByRole('button', { name: 'Save address' })).toBeVisible();
  await expect(home.getByTestId('letter-approval')).toHaveCount(6);
  for (const button of await home.getByRole('button', { name: 'Approve letter' }).all())
    await expect(button).toBeDisabled();
  await clientContext.close();
  const held = (await rowsOf(page.request, 'AWAITING_APPROVAL', client.id)) as { hold?: string }[];
  expect(held.map((r) => r.hold)).toEqual(Array(6).fill("Add the client's mailing address first"));
  expect(await rowsOf(page.request, 'APPROVED_UNMAILED', client.id)).toEqual([]);
});
