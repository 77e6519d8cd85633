import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from './aba-routing';
import { connectBankRequest } from './bank-connections.contract';

describe('ABA routing number checksum', () => {
  it('accepts published routing numbers', () => {
    // JPMorgan Chase (New York), Bank of America (California), Wells Fargo (Minnesota).
    for (const n of ['021000021', '121000358', '091000019']) expect(isAbaRoutingNumber(n)).toBe(true);
  });
  it('refuses one changed digit, swapped digits, and anything not 9 digits', () => {
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('201000021')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
    expect(isAbaRoutingNumber('0210000211')).toBe(false);
    expect(isAbaRoutingNumber('02100002a')).toBe(false);
    expect(isAbaRoutingNumber('')).toBe(false);
  });
  it('the sum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) must end in 0', () => {
    // 0,1,1 ... : 3·(0+0+0) + 7·(0+0+0) + (1+1+8) = 10.
    expect(isAbaRoutingNumber('001001008')).toBe(true);
    expect(isAbaRoutingNumber('001001007')).toBe(false);
  });
  it('the connect request takes an empty routing number but not a failing one', () => {
    const base = { bankName: 'Harbor Bank', accountType: 'CHECKING', verificationId: 1 };
    expect(connectBankRequest.safeParse({ ...base, routingNumber: '' }).success).toBe(true);
    expect(connectBankRequest.safeParse({ ...base, routingNumber: '021000021' }).success).toBe(true);
    expect(connectBankRequest.safeParse({ ...base, routingNumber: '021000022' }).success).toBe(false);
    expect(connectBankRequest.safeParse({ ...base, accountNumber: '12345' }).success).toBe(false);
    expect(connectBankRequest.safeParse({ ...base, accountNumber: '1234' }).success).toBe(true);
  });
});
