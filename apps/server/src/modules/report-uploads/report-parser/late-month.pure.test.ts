import { describe, expect, it } from 'vitest';
import { historyCode, latestLateMonth } from './account-status';

describe('a late payment is dated by its latest late month', () => {
  it('takes the most recent month with a late code, whatever the grid’s order', () => {
    const history = [
      historyCode('OK', '2024-10'),
      historyCode('30', '2024-08'),
      historyCode('OK', '2024-09'),
      historyCode('60', '2023-02'),
    ].filter((h) => h !== null);
    expect(latestLateMonth(history)).toBe('2024-08-01');
  });

  it('has no date when the grid does not name its months, or nothing was late', () => {
    expect(latestLateMonth([historyCode('30'), historyCode('OK')].filter((h) => h !== null))).toBeNull();
    expect(latestLateMonth([historyCode('OK', '2024-08')].filter((h) => h !== null))).toBeNull();
  });
});
