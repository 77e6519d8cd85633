import { describe, expect, it } from 'vitest';
import {
  budgetToOptimal,
  overallUtilization,
  payDownPlan,
  utilizationColor,
  utilizationPercent,
  utilizationScoreGain,
} from './utilization';

const card = (id: string, balance: number, limit: number) => ({
  id,
  cardName: id,
  currentBalance: balance,
  creditLimit: limit,
  dueDate: null,
});

describe('utilization formulas', () => {
  it('rounds to one decimal and colours by the spec bands', () => {
    expect(utilizationPercent(1234, 5000)).toBe(24.7);
    expect(utilizationPercent(5, 0)).toBe(0);
    expect([9.9, 10, 29.9, 30, 49.9, 50].map(utilizationColor)).toEqual([
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
    ]);
    expect(overallUtilization([card('a', 300_00, 1000_00), card('b', 100_00, 1000_00)]).percent).toBe(20);
  });

  it('scores utilization with the simulator rule: 0.9 points a percentage point above 10, up to 60', () => {
    expect(utilizationScoreGain(650, 50, 10)).toBe(36);
    expect(utilizationScoreGain(650, 50, 30)).toBe(18);
    expect(utilizationScoreGain(650, 8, 5)).toBe(0);
    expect(utilizationScoreGain(840, 90, 0)).toBe(10); // never above 850
  });
});

describe('payDownPlan', () => {
  it('pays the highest card down to the next, then both, spending exactly the budget', () => {
    // a: 900/1000 (90%), b: 500/1000 (50%), c: 100/1000 (10%); $600 levels a and b at 40%.
    const plan = payDownPlan(
      [card('a', 900_00, 1000_00), card('b', 500_00, 1000_00), card('c', 100_00, 1000_00)],
      600_00,
      650,
    );
    expect(plan.overall.totalOptimization).toBe(600_00);
    expect(plan.overall.currentUtilization).toBe(50);
    expect(plan.overall.targetUtilization).toBe(30);
    expect(plan.overall.scoreImpact).toBe(18);
    expect(plan.cardOptimizations.map((c) => [c.cardId, c.payment, c.targetUtilization])).toEqual([
      ['a', 500_00, 40],
      ['b', 100_00, 40],
    ]);
    expect(plan.cardOptimizations.reduce((s, c) => s + c.scoreImpact, 0)).toBe(18);
    expect(plan.cardOptimizations[0]?.priority).toBe(1);
  });

  it('never pays more than the cards owe and skips empty cards', () => {
    const plan = payDownPlan([card('a', 200_00, 1000_00), card('z', 0, 500_00)], 5000_00, 700);
    expect(plan.overall.totalOptimization).toBe(200_00);
    expect(plan.overall.targetUtilization).toBe(0);
    expect(plan.cardOptimizations).toHaveLength(1);
  });

  it('keeps to whole cents when the level is a fraction', () => {
    const plan = payDownPlan([card('a', 333_33, 700_00), card('b', 333_33, 900_00)], 100_01, 650);
    expect(plan.cardOptimizations.reduce((s, c) => s + c.payment, 0)).toBe(100_01);
  });

  it('without a budget, brings every card to the optimal 10% line and no lower', () => {
    const cards = [card('a', 900_00, 1000_00), card('b', 50_00, 1000_00), card('c', 333_33, 700_01)];
    // a: 900 − 100; b is under the line; c: 333.33 − 70.0010, rounded up to the cent.
    const budget = budgetToOptimal(cards);
    expect(budget).toBe(800_00 + 263_33);
    const plan = payDownPlan(cards, budget, 650);
    expect(plan.overall.totalOptimization).toBe(budget);
    expect(plan.cardOptimizations.map((c) => [c.cardId, c.targetUtilization])).toEqual([
      ['a', 10],
      ['c', 10],
    ]);
    expect(budgetToOptimal([card('low', 5_00, 100_00), card('nolimit', 5_00, 0)])).toBe(0);
  });
});
