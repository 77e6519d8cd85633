import { bureauAnalysisDraft, bureauResponseTypes } from '@app/contracts/bureau-responses.contract';
import { bureaus } from '@app/contracts/bureaus';
import { describe, expect, it } from 'vitest';
import { disputeLetter } from '../dispute-letter/dispute-letter';
import { bureauResponseAnalysis } from './bureau-analysis';
import { bureauResponseFacts } from './bureau-response-facts.fixture';
import { nextRoundLetterFacts } from './next-round-letter';

const analyze = (over: Parameters<typeof bureauResponseFacts>[0] = {}) =>
  bureauResponseAnalysis(bureauResponseFacts(over));

/** The fixture's account, which the fixture always provides. */
function accountFacts() {
  const account = bureauResponseFacts().account;
  if (!account) throw new Error('fixture has no account');
  return account;
}

/** The fixture's previous dispute, which the fixture always provides. */
function previousDisputeFacts() {
  const previous = bureauResponseFacts().previousDispute;
  if (!previous) throw new Error('fixture has no previous dispute');
  return previous;
}

describe('built-in bureau response analysis', () => {
  it.each(bureauResponseTypes)(
    '%s: a valid draft with estimates in range, about this bureau and creditor',
    (type) => {
      const draft = analyze({ responseType: type, bureau: 'TRANSUNION' });
      expect(bureauAnalysisDraft.safeParse(draft).success).toBe(true);
      for (const score of [draft.successProbability, draft.confidenceScore]) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThan(0);
        expect(score).toBeLessThan(100);
      }
      expect(draft.summary).toContain('TransUnion');
      expect(draft.summary).toContain('Midland Credit Management');
      expect(draft.summary).toContain('November 2, 2026');
      expect(draft.summary.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
    },
  );

  it('VERIFIED: escalates with a method-of-verification letter to the bureau and a direct furnisher dispute', () => {
    const draft = analyze({ responseType: 'VERIFIED', bureau: 'EQUIFAX' });
    expect(draft.strategyType).toBe('ESCALATION');
    expect(draft.nextLetterType).toBe('METHOD_OF_VERIFICATION');
    for (const line of bureaus.EQUIFAX.disputeAddress) expect(draft.nextDisputeTemplate).toContain(line);
    expect(draft.nextDisputeTemplate).toMatch(/section 611\(a\)\(7\)/i);
    expect(draft.nextDisputeTemplate).toContain('ending in 4821');
    expect(draft.nextDisputeTemplate).toContain('November 2, 2026');
    expect(draft.nextDisputeTemplate).toContain('Jordan Avery Lee');
    // The person's reason carries over: the letter still disputes the balance.
    expect(draft.nextDisputeTemplate).toMatch(/amount/);
    const actions = draft.recommendedActions.map((a) => `${a.action} ${a.description}`).join('\n');
    expect(actions).toMatch(/611\(a\)\(7\)/);
    expect(actions).toMatch(/15 days/);
    expect(actions).toMatch(/623\(a\)\(8\)/);
    expect(actions).toMatch(/CFPB/);
    expect(actions).toMatch(/document/i);
    expect(draft.rejectionReasons).toContain('The furnisher confirmed the information as reported');
  });

  it('FRIVOLOUS: a rewritten, specific bureau dispute with documents, unlike the first round', () => {
    const facts = bureauResponseFacts({
      responseType: 'FRIVOLOUS',
      responseText: 'We have determined your dispute to be frivolous. It did not contain sufficient detail.',
    });
    const draft = bureauResponseAnalysis(facts);
    expect(draft.strategyType).toBe('REWRITE');
    expect(draft.nextLetterType).toBe('BUREAU_DISPUTE');
    for (const line of bureaus.EXPERIAN.disputeAddress) expect(draft.nextDisputeTemplate).toContain(line);
    expect(draft.nextDisputeTemplate).toMatch(/frivolous or irrelevant/);
    expect(draft.nextDisputeTemplate).toContain('November 2, 2026');
    // The same item, bureau and reason, without the earlier answer: what round 1 would print today.
    const next = nextRoundLetterFacts(facts, 'BUREAU_DISPUTE');
    if (!next) throw new Error('expected letter facts');
    const { previousRound: _round, consumerStatement: _statement, ...firstRound } = next;
    const firstLetter = disputeLetter(firstRound);
    expect(draft.nextDisputeTemplate).not.toBe(firstLetter);
    expect(firstLetter).not.toMatch(/frivolous/);
    const actions = draft.recommendedActions.map((a) => a.description).join('\n');
    expect(actions).toMatch(/611\(a\)\(3\)/);
    expect(actions).toMatch(/5 business days/);
    expect(actions).toMatch(/statements/);
    expect(actions).toMatch(/proof of your address/);
  });

  it.each(['PARTIAL', 'UPDATED'] as const)('%s: checks what remains and disputes it', (type) => {
    const draft = analyze({ responseType: type, responseText: 'The balance has been updated.' });
    expect(draft.strategyType).toBe('DOCUMENTATION');
    expect(draft.nextLetterType).toBe('BUREAU_DISPUTE');
    expect(draft.nextDisputeTemplate).toContain('P.O. Box 4500');
    expect(draft.nextDisputeTemplate).toMatch(/still|remains/);
    expect(draft.recommendedActions[0]?.description).toMatch(/611\(a\)\(6\)/);
    expect(draft.recommendedActions[0]?.description).toMatch(/free copy of your report/);
  });

  it('DELETED: no letter, a check 30 days on, and the reinsertion rule', () => {
    const draft = analyze({
      responseType: 'DELETED',
      responseText: 'The disputed item has been deleted from your credit file. It was not verified.',
    });
    expect(draft.strategyType).toBe('VALIDATION');
    expect(draft.nextLetterType).toBeNull();
    expect(draft.nextDisputeTemplate).toBe('');
    expect(draft.rejectionReasons).toEqual([]);
    expect(draft.summary).toContain('December 2, 2026');
    const actions = draft.recommendedActions.map((a) => `${a.timeframe} ${a.description}`).join('\n');
    expect(actions).toContain('December 2, 2026');
    expect(actions).toMatch(/611\(a\)\(5\)\(B\)/);
    expect(actions).toMatch(/5 business days/);
  });

  it("reflects the bureau's own words in the rejection reasons", () => {
    const reasonsFor = (responseText: string) =>
      analyze({ responseType: 'VERIFIED', responseText }).rejectionReasons;
    expect(reasonsFor('We were unable to locate the account: insufficient information.')).toContain(
      'The bureau says the dispute did not give enough information to identify the item or what is wrong',
    );
    expect(reasonsFor('There was no change to this item.')).toContain(
      'The bureau made no change to the item',
    );
    expect(reasonsFor('This is substantially the same as a previously disputed item.')).toContain(
      'The bureau regards the dispute as a repeat of an earlier one without new information',
    );
    expect(reasonsFor('We believe this dispute was sent by a credit repair organization.')).toContain(
      'The bureau questions whether the dispute came from you personally',
    );
    expect(reasonsFor('The late payment was removed; the balance was verified.')).toContain(
      'Part of the disputed information was deleted; what remains is still reported and needs checking',
    );
    expect(
      analyze({ responseType: 'PARTIAL', responseText: 'The account was updated.' }).rejectionReasons,
    ).toContain('The bureau changed the item rather than removing it, so it is still reported');
    expect(
      analyze({ responseType: 'FRIVOLOUS', responseText: 'Your request is irrelevant.' }).rejectionReasons,
    ).toEqual([
      'The bureau treated the dispute as frivolous or irrelevant and did not reinvestigate it (FCRA section 611(a)(3))',
    ]);
    // "could not be verified" is not a verification.
    expect(
      analyze({ responseType: 'UPDATED', responseText: 'The balance could not be verified and was updated.' })
        .rejectionReasons,
    ).not.toContain('The furnisher confirmed the information as reported');
  });

  it('estimates by its stated rules: documents raise the chance, a third round lowers it', () => {
    const plain = analyze().successProbability;
    const paid = analyze({
      previousDispute: { ...previousDisputeFacts(), reason: 'PAID_NOT_UPDATED' },
    }).successProbability;
    const thirdRound = analyze({
      previousDispute: { ...previousDisputeFacts(), roundNumber: 3 },
    }).successProbability;
    expect(paid).toBe(plain + 15);
    expect(thirdRound).toBe(plain - 10);
    // Words that contradict the chosen type lower the engine's confidence in its reading.
    const agreeing = analyze({ responseText: 'The information was verified as accurate.' }).confidenceScore;
    const contradicting = analyze({ responseText: 'The item was deleted from your file.' }).confidenceScore;
    expect(contradicting).toBeLessThan(agreeing);
  });

  it('keeps the reason when it fits the next letter, else picks one that does', () => {
    const recent = { ...accountFacts(), dateReported: '2025-01-10' };
    const draft = analyze({
      account: recent,
      previousDispute: { ...previousDisputeFacts(), reason: 'OBSOLETE' },
    });
    expect(draft.nextDisputeTemplate).not.toMatch(/605\(a\)/);
    expect(draft.nextDisputeTemplate).toMatch(/verification requested/);
  });

  it('answers a verified inquiry with a renewed bureau dispute, the letter an inquiry can take', () => {
    const inquiry = {
      ...accountFacts(),
      type: 'INQUIRY' as const,
      creditor: 'Synchrony Bank',
      amount: null,
    };
    const draft = analyze({
      account: inquiry,
      previousDispute: { ...previousDisputeFacts(), reason: 'NO_PERMISSIBLE_PURPOSE' },
    });
    expect(draft.nextLetterType).toBe('BUREAU_DISPUTE');
    expect(draft.nextDisputeTemplate).toMatch(/section 604/);
    expect(draft.summary).toContain('Synchrony Bank');
  });

  it('writes no letter for a response not tied to an account, and says so honestly', () => {
    const draft = analyze({ account: null, previousDispute: null });
    expect(draft.nextLetterType).toBe('METHOD_OF_VERIFICATION');
    expect(draft.nextDisputeTemplate).toBe('');
    expect(draft.summary).toContain('the disputed item');
    const noAddress = analyze({ consumer: { fullName: 'Jordan Avery Lee', addressLines: [] } });
    expect(noAddress.nextDisputeTemplate).toBe('');
  });

  it('records a bureau that answered after its 30 days', () => {
    const late = analyze({ responseDate: '2026-11-20' });
    expect(late.recommendedActions.map((a) => a.action)).toContain('Record the late answer');
    expect(late.recommendedActions.at(-1)?.description).toMatch(/46 days/);
    expect(analyze().recommendedActions.map((a) => a.action)).not.toContain('Record the late answer');
  });
});
