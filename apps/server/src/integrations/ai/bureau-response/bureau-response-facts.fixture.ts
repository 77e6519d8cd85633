import type { BureauResponseFacts } from '../ai.port';

/** A realistic bureau answer to a first-round Experian dispute of a collection; each test overrides what it is about. */
export function bureauResponseFacts(over: Partial<BureauResponseFacts> = {}): BureauResponseFacts {
  return {
    bureau: 'EXPERIAN',
    responseType: 'VERIFIED',
    responseText:
      'We have completed our reinvestigation. The company that reported the information has verified it as accurate. No change was made to this item.',
    responseDate: '2026-11-02',
    today: '2026-11-22',
    consumer: {
      fullName: 'Jordan Avery Lee',
      addressLines: ['42 Birch Lane', 'Apt 3', 'Columbus, OH 43215'],
      ssnLast4: '6789',
      dateOfBirth: '1988-04-09',
    },
    account: {
      type: 'COLLECTION',
      creditor: 'Midland Credit Management',
      accountNumberLast4: '4821',
      amount: '1250.00',
      dateReported: '2023-04-01',
      status: 'DISPUTED',
      description: 'Medical collection',
    },
    previousDispute: {
      letterType: 'BUREAU_DISPUTE',
      reason: 'INACCURATE_BALANCE',
      roundNumber: 1,
      dateSent: '2026-10-01',
      deliveryDate: '2026-10-05',
    },
    ...over,
  };
}
