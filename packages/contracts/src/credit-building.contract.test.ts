import { describe, expect, it } from 'vitest';
import { potentialGain, targetProgressPercent } from './credit-building.contract';

describe('credit building figures', () => {
  it('sums the points of recommended actions only, up to 850', () => {
    const actions = [
      { status: 'RECOMMENDED' as const, potentialImpact: 30 },
      { status: 'RECOMMENDED' as const, potentialImpact: 20 },
      { status: 'IN_PROGRESS' as const, potentialImpact: 40 },
      { status: 'COMPLETED' as const, potentialImpact: 10 },
    ];
    expect(potentialGain(actions, 600)).toBe(50);
    expect(potentialGain(actions, 830)).toBe(20);
    expect(potentialGain(actions, null)).toBe(50);
    expect(potentialGain([], 600)).toBe(0);
  });

  it('measures progress as score over target, capped at 100%', () => {
    expect(targetProgressPercent(648, 720)).toBe(90);
    expect(targetProgressPercent(750, 720)).toBe(100);
    expect(targetProgressPercent(0, 720)).toBe(0);
  });
});
