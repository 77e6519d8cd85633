// Zod-free (the schema is in bureau-enum.ts), so a page that only names a bureau does not load the
// schema library with it.
export const bureauCodes = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const;
export type Bureau = (typeof bureauCodes)[number];

export interface BureauDetails {
  name: string;
  /** Where consumers mail disputes (each bureau's published dispute address). */
  disputeAddress: readonly string[];
  /** The ZIP code a certified letter is delivered to. */
  zip: string;
  phone: string;
  website: string;
}

export const bureaus: Record<Bureau, BureauDetails> = {
  EQUIFAX: {
    name: 'Equifax Information Services LLC',
    disputeAddress: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'],
    zip: '30374',
    phone: '(866) 349-5191',
    website: 'https://www.equifax.com/personal/credit-report-services/credit-dispute/',
  },
  EXPERIAN: {
    name: 'Experian',
    disputeAddress: ['P.O. Box 4500', 'Allen, TX 75013'],
    zip: '75013',
    phone: '(888) 397-3742',
    website: 'https://www.experian.com/disputes/main.html',
  },
  TRANSUNION: {
    name: 'TransUnion LLC',
    disputeAddress: ['Consumer Dispute Center', 'P.O. Box 2000', 'Chester, PA 19016'],
    zip: '19016',
    phone: '(800) 916-8800',
    website: 'https://www.transunion.com/credit-disputes/dispute-your-credit',
  },
};

export const bureauLabel: Record<Bureau, string> = {
  EQUIFAX: 'Equifax',
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
};
