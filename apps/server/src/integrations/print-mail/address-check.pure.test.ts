import { describe, expect, it } from 'vitest';
import { undeliverableReason } from './address-check';

const address = (state: string) => ({
  name: 'Sgt. Jane Consumer',
  line1: 'Unit 2050 Box 4190',
  city: 'APO',
  state,
  zip: '09096',
});

describe('undeliverableReason', () => {
  it('takes every state a client’s address may name, military post included', () => {
    for (const state of ['AE', 'AA', 'AP', 'TX', 'PR', 'dc'])
      expect(undeliverableReason(address(state))).toBeNull();
    expect(undeliverableReason(address('ZZ'))).toBe('"ZZ" is not a US state');
  });
});
