import { describe, expect, it } from 'vitest';
import { badgesEarnedBy, levelBarPercent, levelFor, xpToNextLevel } from './onboarding.contract';

describe('levels and XP', () => {
  it('starts at level 1 and gains a level every 1000 XP', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(999)).toBe(1);
    expect(levelFor(1000)).toBe(2);
    expect(levelFor(2450)).toBe(3);
  });
  it('counts XP to the next level as level × 1000 minus the total', () => {
    expect(xpToNextLevel(1, 350)).toBe(650);
    expect(xpToNextLevel(3, 2450)).toBe(550);
  });
  it('fills the level bar with (XP modulo 1000) / 10', () => {
    expect(levelBarPercent(350)).toBe(35);
    expect(levelBarPercent(2455)).toBe(45.5);
    expect(levelBarPercent(1000)).toBe(0);
  });
  it('awards badges by the steps completed', () => {
    expect(badgesEarnedBy([])).toEqual([]);
    expect(badgesEarnedBy(['complete-profile', 'add-credit-report'])).toEqual(['first-step', 'report-ready']);
  });
});
