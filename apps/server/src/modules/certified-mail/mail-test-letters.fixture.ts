import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  anAdminAndAContractedClient,
  anAdminDraft,
  collectionsOf,
} from '../../../test/factories/dispute-letters';
import type { TestDatabase } from '../../../test/test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/** An admin and a contracted client with approved letters to the three bureaus, and one draft. */
export async function approvedLetters(t: AppOnDatabase, opts: { creditor?: string } = {}) {
  const { admin, client } = await anAdminAndAContractedClient(t);
  const [issueId] = (await collectionsOf(
    t,
    client.userId,
    [opts.creditor ?? 'Midland Credit'],
    ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'],
  )) as [number];
  const approved: number[] = [];
  for (const bureau of ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const) {
    const { id } = await anAdminDraft(t, admin, { userId: client.userId, issueId, bureau });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/approve`,
      headers: client.headers,
      payload: { attest: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    approved.push(id);
  }
  const [otherIssue] = (await collectionsOf(t, client.userId, ['LVNV Funding'])) as [number];
  const draft = (await anAdminDraft(t, admin, { userId: client.userId, issueId: otherIssue })).id;
  return { admin, client, approved, draft };
}
