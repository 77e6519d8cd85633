import { bureauCodes, bureaus } from '@app/contracts/bureaus';
import { creditIssueTypes } from '@app/contracts/credit-issues.contract';
import { reasonsForLetter } from '@app/contracts/dispute-letter-fit';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  type DisputeReason,
  defaultReasonFor,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { describe, expect, it } from 'vitest';
import { type DisputeLetterFacts, LetterNotSupportedError } from '../ai.port';
import { disputeLetter } from './dispute-letter';
import { letterFacts, letterMatrix } from './letter-facts.fixture';

const reasonWording: Record<DisputeReason, RegExp[]> = {
  NOT_MINE: [/not mine|does not belong to me/],
  INACCURATE_BALANCE: [/balance|amount/, /not accurate|is wrong|not correct/],
  INACCURATE_STATUS: [/status/, /not accurate|is wrong|not correct/],
  LATE_PAYMENT_ERROR: [/late payment/, /did not pay late|was not late/],
  OBSOLETE: [/section 605\(a\) of the Fair Credit Reporting Act/i, /seven years|ten years/],
  NO_PERMISSIBLE_PURPOSE: [
    /section 604 of the Fair Credit Reporting Act/i,
    /did not authorize|without my authorization/,
  ],
  IDENTITY_THEFT: [/identity theft/],
  PAID_NOT_UPDATED: [/paid/, /not (reported|shown) as paid|does not show it as paid/],
  UNVERIFIABLE: [/verif/, /do not recognise|not ones I recognise|cannot confirm/],
};

const legalWording: Record<DisputeLetterType, RegExp[]> = {
  BUREAU_DISPUTE: [/section 611 of the Fair Credit Reporting Act/i, /611\(a\)\(2\)/],
  METHOD_OF_VERIFICATION: [/section 611\(a\)\(7\) of the Fair Credit Reporting Act/i, /within 15 days/],
  IDENTITY_THEFT_BLOCK: [
    /section 605B of the Fair Credit Reporting Act/i,
    /four business days/,
    /does not relate to any transaction/,
  ],
  DEBT_VALIDATION: [
    /section 809\(b\) of the Fair Debt Collection Practices Act/i,
    /30-day validation period|within 30 days of receiving the validation notice/,
    /cease collection/,
    /original creditor/,
  ],
  FURNISHER_DIRECT: [
    /section 623\(a\)\(8\) of the Fair Credit Reporting Act/i,
    /within 30 days of (receiving|receipt)/,
  ],
  GOODWILL: [/goodwill/i, /no obligation|at your discretion/],
  REINSERTION_WITHOUT_NOTICE: [
    /611\(a\)\(5\)\(B\)\(ii\) of the Fair Credit Reporting Act/i,
    /five business days/,
    /delete/,
    /certif/,
    /611\(a\)\(5\)\(B\)\(i\)/,
  ],
};

function letterFor(facts: DisputeLetterFacts): string {
  return disputeLetter(facts);
}

function refusalOf(facts: DisputeLetterFacts): LetterNotSupportedError {
  try {
    disputeLetter(facts);
  } catch (err) {
    if (err instanceof LetterNotSupportedError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const fitting = letterMatrix.filter((c) => c.fits);
const unfitting = letterMatrix.filter((c) => !c.fits);

describe('built-in dispute letters: every issue type × bureau × fitting letter type × reason', () => {
  it('covers the whole matrix', () => {
    expect(fitting.length).toBeGreaterThan(300);
    for (const type of creditIssueTypes) {
      for (const letterType of letterTypesByIssueType[type]) {
        expect(reasonsForLetter(type, letterType).length, `${type} ${letterType}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(fitting)('$type $letterType to $bureau for $reason has every required part', (c) => {
    const facts = letterFacts(c);
    const letter = letterFor(facts);
    const toBureau = bureauAddressedLetterTypes.includes(c.letterType);

    // The sender, the date and the recipient
    expect(letter.startsWith('Jordan Avery Lee\n42 Birch Lane\nApt 3\nColumbus, OH 43215\n')).toBe(true);
    expect(letter).toContain('November 22, 2026');
    const recipient = toBureau
      ? [bureaus[c.bureau].name, ...bureaus[c.bureau].disputeAddress]
      : ['Midland Credit Management', ...facts.recipient.addressLines];
    expect(letter).toContain(recipient.join('\n'));

    // The account as reported: only what the facts hold, never more than four digits of the number
    expect(letter).toMatch(/^Re: .*Midland Credit Management/m);
    expect(letter).toContain('ending in 4821');
    expect(letter).not.toMatch(/\d4821|4821\d/);
    if (c.type !== 'INQUIRY') expect(letter).toContain('$1,250.00');
    expect(letter).toContain('June 3, 2015');

    // The reason and the law for this letter type
    if (c.letterType !== 'GOODWILL') for (const re of reasonWording[c.reason]) expect(letter).toMatch(re);
    for (const re of legalWording[c.letterType]) expect(letter).toMatch(re);
    if (toBureau) {
      expect(letter).toMatch(/section 611/i);
      expect(letter).toMatch(/within 30 days of (your )?(receiving|receipt)/);
    }

    // Enclosures and signature
    expect(letter).toMatch(/Enclosures:\n- A copy of my government-issued photo ID/);
    expect(letter).toContain('- Proof of my current address');
    if (c.reason === 'IDENTITY_THEFT' || c.letterType === 'IDENTITY_THEFT_BLOCK') {
      expect(letter).toContain('FTC Identity Theft Report');
    }
    if (c.reason === 'PAID_NOT_UPDATED') expect(letter).toContain('Proof of payment');
    expect(letter).toMatch(/_{10,}\nJordan Avery Lee\n/);

    // Nothing left to fill in, nothing invented
    expect(letter).not.toMatch(/[[\]{}]|undefined|null|NaN/);
    if (toBureau) expect(letter).toContain('last four digits 6789');
    else expect(letter).not.toContain('6789');
  });

  it.each(unfitting)('$type $letterType refuses $reason as a reason that letter cannot carry', (c) => {
    expect(refusalOf(letterFacts(c)).field).toBe('reason');
  });
});

describe('built-in dispute letters: reinsertion without notice (FCRA §611(a)(5)(B))', () => {
  // Any kind of item can be deleted and come back; the letter is written only from the ledger's row.
  it.each(creditIssueTypes)(
    'a %s reinserted without notice: deletion, the notice and the certification',
    (type) => {
      const reason = reasonsByIssueType[type][0] as DisputeReason;
      const letter = letterFor({
        ...letterFacts({ type, reason, letterType: 'REINSERTION_WITHOUT_NOTICE', bureau: 'EXPERIAN' }),
        reinsertion: { reinsertedOn: '2026-11-06', noticeDueOn: '2026-11-16' },
      });
      for (const re of legalWording.REINSERTION_WITHOUT_NOTICE) expect(letter).toMatch(re);
      expect(letter).toContain('November 6, 2026');
      expect(letter).toContain('November 16, 2026');
      expect(letter).toContain([bureaus.EXPERIAN.name, ...bureaus.EXPERIAN.disputeAddress].join('\n'));
      expect(letter).not.toMatch(/[[\]{}]|undefined|null|NaN/);
    },
  );
});

describe('built-in dispute letters: honesty', () => {
  it('refuses OBSOLETE for an item not yet past its reporting period, and for an undated item', () => {
    for (const type of creditIssueTypes.filter((t) => reasonsByIssueType[t].includes('OBSOLETE'))) {
      const recent = letterFacts({ type, reason: 'OBSOLETE', account: { dateReported: '2022-01-15' } });
      expect(refusalOf(recent).field).toBe('reason');
      const undated = letterFacts({ type, reason: 'OBSOLETE', account: { dateReported: null } });
      expect(refusalOf(undated).field).toBe('reason');
    }
  });

  it('counts seven years from 180 days after the delinquency began, to the day (and ten for a bankruptcy)', () => {
    const at = (type: 'COLLECTION' | 'BANKRUPTCY', dateReported: string) =>
      letterFacts({ type, reason: 'OBSOLETE', account: { dateReported } });
    // The letter is dated 2026-11-22: 2019-05-26 + 180 days + 7 years is that day.
    expect(letterFor(at('COLLECTION', '2019-05-26'))).toContain('seven years');
    expect(refusalOf(at('COLLECTION', '2019-05-27')).field).toBe('reason');
    expect(letterFor(at('BANKRUPTCY', '2016-11-22'))).toContain('ten years');
    expect(refusalOf(at('BANKRUPTCY', '2017-01-01')).field).toBe('reason');
  });

  it('refuses a reason that does not fit the item, and a letter type that does not fit it', () => {
    expect(refusalOf(letterFacts({ type: 'INQUIRY', reason: 'INACCURATE_BALANCE' })).field).toBe('reason');
    expect(refusalOf(letterFacts({ type: 'COLLECTION', reason: 'LATE_PAYMENT_ERROR' })).field).toBe('reason');
    expect(
      refusalOf(letterFacts({ type: 'COLLECTION', letterType: 'GOODWILL', reason: 'UNVERIFIABLE' })).field,
    ).toBe('letterType');
    expect(
      refusalOf(letterFacts({ type: 'INQUIRY', letterType: 'DEBT_VALIDATION', reason: 'IDENTITY_THEFT' }))
        .field,
    ).toBe('letterType');
  });

  it('refuses a letter to a creditor or collector without their address', () => {
    for (const letterType of ['DEBT_VALIDATION', 'FURNISHER_DIRECT'] as const) {
      const none = letterFacts({
        letterType,
        reason: 'NOT_MINE',
        recipient: { name: 'Midland', addressLines: [] },
      });
      expect(refusalOf(none).field).toBe('recipientAddress');
      const blank = letterFacts({
        letterType,
        reason: 'NOT_MINE',
        recipient: { name: 'Midland', addressLines: ['  '] },
      });
      expect(refusalOf(blank).field).toBe('recipientAddress');
    }
    const goodwill = letterFacts({
      type: 'LATE_PAYMENT',
      letterType: 'GOODWILL',
      reason: 'UNVERIFIABLE',
      recipient: { name: '', addressLines: [] },
    });
    expect(refusalOf(goodwill).field).toBe('recipientAddress');
  });

  it('sends bureau letters to the published dispute address, whatever recipient was passed', () => {
    const letter = letterFor(
      letterFacts({ bureau: 'TRANSUNION', recipient: { name: 'Somebody', addressLines: ['1 Wrong Way'] } }),
    );
    expect(letter).toContain('TransUnion LLC\nConsumer Dispute Center\nP.O. Box 2000\nChester, PA 19016');
    expect(letter).not.toContain('1 Wrong Way');
  });

  it('never writes a goodwill request as a dispute of accuracy', () => {
    for (const reason of reasonsForLetter('LATE_PAYMENT', 'GOODWILL')) {
      for (const bureau of bureauCodes) {
        const letter = letterFor(
          letterFacts({ type: 'LATE_PAYMENT', letterType: 'GOODWILL', reason, bureau }),
        );
        expect(letter).not.toMatch(/inaccura|incorrect|error|wrong|not mine|verif|section 6/i);
        expect(letter).toMatch(/not disputing|not a dispute/);
      }
    }
    expect(
      refusalOf(letterFacts({ type: 'LATE_PAYMENT', letterType: 'GOODWILL', reason: 'NOT_MINE' })).field,
    ).toBe('reason');
  });

  it('leaves out what the facts do not give, rather than guessing', () => {
    const letter = letterFor(
      letterFacts({
        consumer: { fullName: 'Sam Ortiz', addressLines: ['9 Elm St', 'Austin, TX 78701'] },
        account: { accountNumberLast4: null, amount: null, dateReported: null },
      }),
    );
    expect(letter).not.toMatch(/Date of birth|Social Security|2015/);
    expect(letter).not.toMatch(/\$|ending in/);
    expect(letter).toContain('Sam Ortiz\n9 Elm St\nAustin, TX 78701');
  });

  it('prints at most the last four characters of an account number, even if handed more', () => {
    const letter = letterFor(letterFacts({ account: { accountNumberLast4: '5500-0000-1234-4821' } }));
    expect(letter).toContain('ending in 4821');
    expect(letter).not.toMatch(/1234|0000|5500/);
  });

  it("quotes the person's statement as their own words, cutting long numbers to four digits", () => {
    const letter = letterFor(
      letterFacts({ consumerStatement: '  I paid $400 in March 2024,\nreference 99887766554821. ' }),
    );
    expect(letter).toMatch(/: "I paid \$400 in March 2024, reference \(number ending in 4821\)\."/);
    expect(letter).not.toContain('99887766554821');
  });

  it('refers to the earlier round in a method-of-verification request', () => {
    const letter = letterFor(
      letterFacts({
        letterType: 'METHOD_OF_VERIFICATION',
        reason: 'UNVERIFIABLE',
        previousRound: { responseType: 'VERIFIED', responseDate: '2026-09-01' },
      }),
    );
    expect(letter).toMatch(/September 1, 2026.*verified/);
    expect(letter).toContain('A copy of the response to my earlier dispute, dated September 1, 2026');
  });
});

describe('built-in dispute letters: facts from the uploaded report', () => {
  const balanceDiffers = {
    kind: 'BALANCE_DIFFERS' as const,
    text: 'The bureaus report a different balance for this account: TransUnion $1,245.00, Experian $1,045.00 and Equifax $1,245.00.',
    values: [
      { source: 'TransUnion', value: '$1,245.00' },
      { source: 'Experian', value: '$1,045.00' },
      { source: 'Equifax', value: '$1,245.00' },
    ],
  };

  it("chooses the reason the facts support and cites every bureau's value", () => {
    const reason = defaultReasonFor('COLLECTION', [balanceDiffers]);
    expect(reason).toBe('INACCURATE_BALANCE');
    const letter = letterFor(
      letterFacts({ type: 'COLLECTION', reason, account: { findings: [balanceDiffers] } }),
    );
    expect(letter).toContain(balanceDiffers.text);
    for (const v of balanceDiffers.values) expect(letter).toContain(`${v.source}: ${v.value}`);
  });

  it('cites only the facts behind the reason given', () => {
    const letter = letterFor(
      letterFacts({ type: 'COLLECTION', reason: 'NOT_MINE', account: { findings: [balanceDiffers] } }),
    );
    expect(letter).not.toContain('$1,045.00');
  });

  it('falls back to a verification request without facts, and skips a reason the item cannot carry', () => {
    expect(defaultReasonFor('COLLECTION')).toBe('UNVERIFIABLE');
    const lateFact = { ...balanceDiffers, kind: 'LATE_WHILE_CURRENT' as const };
    expect(defaultReasonFor('INQUIRY', [lateFact])).toBe('NO_PERMISSIBLE_PURPOSE');
  });
});
