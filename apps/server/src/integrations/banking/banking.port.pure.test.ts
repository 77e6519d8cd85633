import { describe, expect, it } from 'vitest';
import { selectBanking } from './select-banking';
import { simulatedHistoryDays } from './simulated.adapter';

const asOf = new Date('2026-03-15T18:30:00Z');

describe.each([['simulated', selectBanking()]])('banking port: %s adapter', (_name, banking) => {
  it('answers 30 daily balances ending on the day asked, oldest first, in whole cents', async () => {
    const history = await banking.balances(
      { connectionId: 7, bankName: 'Harbor Bank', accountType: 'CHECKING' },
      asOf,
    );
    expect(history).toHaveLength(simulatedHistoryDays);
    expect(history.at(-1)?.date).toBe('2026-03-15');
    expect(history[0]?.date).toBe('2026-02-14');
    for (const p of history) expect(Number.isInteger(p.balance)).toBe(true);
  });

  it('is repeatable for one account and differs between accounts', async () => {
    const ref = { connectionId: 7, bankName: 'Harbor Bank', accountType: 'SAVINGS' as const };
    expect(await banking.balances(ref, asOf)).toEqual(await banking.balances(ref, asOf));
    expect(await banking.balances({ ...ref, connectionId: 8 }, asOf)).not.toEqual(
      await banking.balances(ref, asOf),
    );
    expect(banking.source).toBe('SIMULATED');
  });
});
