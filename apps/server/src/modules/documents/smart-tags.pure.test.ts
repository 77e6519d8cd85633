import { describe, expect, it } from 'vitest';
import { payStubText, utilityBillText } from './sample-documents';
import { tagDocument } from './smart-tags';

const now = new Date('2026-11-20T12:00:00Z');
const read = (text: string) => ({ status: 'DONE' as const, text, via: 'pdf-text' as const });
const names = (t: ReturnType<typeof tagDocument>) => t.smartTags.map((s) => s.name);

describe('smart tags', () => {
  it('tags a pay stub with its date, and flags one older than 3 months', () => {
    const recent = tagDocument({
      text: read(payStubText('Casey', '11/01/2026')),
      documentType: 'PAYSTUB',
      isWord: false,
      now,
    });
    expect(names(recent)).toEqual(expect.arrayContaining(['Pay stub', 'Pay date Nov 1, 2026']));
    expect(names(recent)).not.toContain('Pay stub older than 3 months');
    expect(recent.needsReview).toBe(false);
    const old = tagDocument({
      text: read(payStubText('Casey', '06/30/2026')),
      documentType: 'PAYSTUB',
      isWord: false,
      now,
    });
    expect(names(old)).toContain('Pay stub older than 3 months');
  });

  it('asks for review when a document holds a full SSN, or only its name says what it is', () => {
    const ssn = tagDocument({
      text: read('Social Security Administration\nSocial Security Number: 123-45-6789'),
      documentType: 'SSN_DOCUMENT',
      isWord: false,
      now,
    });
    expect(names(ssn)).toContain('Contains full SSN');
    expect(ssn.needsReview).toBe(true);
    const byName = tagDocument({ text: read(''), documentType: 'UTILITY_BILL', isWord: false, now });
    expect(byName.smartTags.find((t) => t.name === 'Utility bill')?.confidence).toBeLessThan(0.6);
    expect(byName.needsReview).toBe(true);
    const bill = tagDocument({
      text: read(utilityBillText('Casey')),
      documentType: 'UTILITY_BILL',
      isWord: false,
      now,
    });
    expect(bill.confidence).toBeGreaterThanOrEqual(0.85);
    expect(names(bill)).toContain('Utility bill');
  });
});
