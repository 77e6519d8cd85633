import type { UserActivityEntry } from '@app/contracts/admin-clients.contract';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

const entry = (action: string, details: Record<string, unknown> | null = null): UserActivityEntry => ({
  id: 1,
  action,
  actorName: 'Casey Bennett',
  createdAt: '2026-11-20T15:04:05.000Z',
  details,
});

describe('the activity log says what happened, in words', () => {
  it('names who did it', () => {
    expect(activitySentence(entry('letter.approved'))).toEqual({ title: 'Letter approved by Casey Bennett' });
  });

  it('uses labels, never codes, enum names or hashes', () => {
    const cases = [
      entry('user.access_level_changed', { from: 'BETA_TESTER', to: 'CLIENT_VIEWER' }),
      entry('dispute_letter.generated', {
        bureau: 'EXPERIAN',
        letterType: 'BUREAU_DISPUTE',
        engine: 'builtin',
      }),
      entry('report.uploaded', {
        fileType: 'application/pdf',
        sizeBytes: 48_213,
        sha256: 'ab'.repeat(32),
        issuesFound: 1,
        extraction: 'pdf-text',
      }),
      entry('report.confirmed', { created: 3, skipped: 1, recordedScore: 618 }),
      entry('some.future_action', { token: 'x' }),
    ].map(activitySentence);
    expect(cases).toEqual([
      { title: 'Access level changed from Beta Tester to Client Profile by Casey Bennett' },
      {
        title: 'Dispute letter to Experian drafted by Casey Bennett',
        detail: 'Dispute to the credit bureau (FCRA §611) · drafted by our letter engine',
      },
      { title: 'Credit report uploaded by Casey Bennett', detail: 'PDF, 47 KB · 1 item found' },
      {
        title: '3 found items added to the credit file by Casey Bennett',
        detail: '1 item already on file · Score 618 recorded',
      },
      { title: 'Account activity by Casey Bennett' },
    ]);
    expect(JSON.stringify(cases)).not.toMatch(/[A-Z]{2,}_[A-Z]|sha256|abab|builtin|\.\w+_/);
  });
});
