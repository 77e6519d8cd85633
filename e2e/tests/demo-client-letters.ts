import { expect, type Page } from '@playwright/test';
import { demo } from './fixtures';

const web = { 'x-requested-with': 'credit-repair-web' };

/**
 * Letters the company writes for the demo client's active items, one per (item, bureau) pair the
 * caller picks, with the text it gives for each bureau; answers the client's id.
 */
export async function writeDemoClientLetters(
  admin: Page,
  pick: (pairs: { issueId: number; bureau: string }[]) => { issueId: number; bureau: string }[],
  letterText: (bureau: string) => string,
) {
  const found = (await (
    await admin.request.get(`/api/users?clientsOnly=true&search=${encodeURIComponent(demo.client.email)}`)
  ).json()) as { items: { id: number; email: string }[] };
  const clientId = found.items.find((u) => u.email === demo.client.email)?.id;
  expect(clientId).toBeDefined();
  const issues = (await (await admin.request.get(`/api/credit-issues/${clientId}`)).json()) as {
    id: number;
    status: string;
    bureaus: string[];
  }[];
  const pairs = issues
    .filter((i) => i.status === 'ACTIVE')
    .flatMap((i) => i.bureaus.map((bureau) => ({ issueId: i.id, bureau })));
  const chosen = pick(pairs);
  expect(chosen.length).toBeGreaterThan(0);
  for (const { issueId, bureau } of chosen) {
    const saved = await admin.request.post('/api/disputes', {
      headers: web,
      data: {
        userId: clientId,
        issueId,
        bureau,
        reason: 'NOT_MINE',
        letterType: 'BUREAU_DISPUTE',
        letterContent: letterText(bureau),
        letterGenerated: false,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return clientId as number;
}
