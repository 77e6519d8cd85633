import { describe, expect, it } from 'vitest';
import type { OutcomeResultsRepository } from './outcome-results.repository';
import { createOutcomeResultsService } from './outcome-results.service';

describe('queueMonthlyNotices', () => {
  it('reads nothing more of a person whose notice for the month is queued already', async () => {
    const read: number[] = [];
    const repo = {
      peopleActiveIn: async () => [7, 8],
      lettersOf: async (userId: number) => {
        read.push(userId);
        return [{ sentAt: new Date('2026-03-02T15:00:00Z') }];
      },
      answersOf: async () => [],
      outcomesOf: async () => [],
      scoresOf: async () => [],
      personOf: async () => ({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }),
    } as unknown as OutcomeResultsRepository;
    const sent: string[] = [];
    const results = createOutcomeResultsService({
      repo,
      timeZone: 'America/New_York',
      publicUrl: 'https://app.example.com',
      queueNotice: async (n) => {
        sent.push(n.eventKey);
        return true;
      },
      queuedNoticeKeys: async (keys) => new Set(keys.filter((k) => k === 'proof-of-work:7:2026-03')),
      now: () => new Date('2026-04-02T16:00:00Z'),
    });
    expect(await results.queueMonthlyNotices()).toEqual({ month: '2026-03', queued: 1 });
    expect(read).toEqual([8]);
    expect(sent).toEqual(['proof-of-work:8:2026-03']);
  });
});
