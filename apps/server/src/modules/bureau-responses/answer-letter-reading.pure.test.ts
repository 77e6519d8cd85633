import { describe, expect, it } from 'vitest';
import { readAnswerLetter } from './answer-letter-reading';
import { equifaxResultsLetter } from './answer-letters.fixture';

const lines = (text: string) => text.split('\n');

const equifax = lines(equifaxResultsLetter);

const experian = lines(`experian
Experian, P.O. Box 9701, Allen, TX 75013
Report number 1234-5678-90
Date: 02/14/2026
Dear John Doe,
Here are the results of your dispute.
Reinvestigation results
PORTFOLIO RECOVERY ASSOCIATES  5524XXXX4321
Outcome: Deleted - This item was removed from your credit report.
DISCOVER FIN SVCS LLC  6011XXXX7777
Outcome: Remains - The company that reported the information has certified that it is accurate.
CHASE CARD  4266XXXX1111
Outcome: Updated - Status and remarks updated.`);

const transunion = lines(`TransUnion LLC
Consumer Dispute Center
2026-01-20
Investigation Results
The disputed item(s) and the results of our investigation:
CAPITAL ONE #517805XXXX  DELETED
LVNV FUNDING LLC #XXXX2468  VERIFIED, NO CHANGE
NAVIENT #XXXX1357  UPDATED: Pay status, balance`);

describe('readAnswerLetter', () => {
  it('reads an Equifax results letter: bureau, date and each item', () => {
    const read = readAnswerLetter(equifax);
    expect(read.bureau).toBe('EQUIFAX');
    expect(read.letterDate).toBe('2026-03-03');
    expect(read.reinsertionNotice).toBe(false);
    expect(read.rows).toEqual([
      { creditor: 'CAPITAL ONE BANK USA NA', accountLast4: '1234', result: 'DELETED', changedFields: [] },
      { creditor: 'MIDLAND CREDIT MANAGEMENT', accountLast4: '9876', result: 'VERIFIED', changedFields: [] },
      {
        creditor: 'SYNCB/AMAZON',
        accountLast4: '5555',
        result: 'UPDATED',
        changedFields: ['balance', 'dates'],
      },
    ]);
  });

  it('reads an Experian letter with the outcome beside each account', () => {
    const read = readAnswerLetter(experian);
    expect(read.bureau).toBe('EXPERIAN');
    expect(read.letterDate).toBe('2026-02-14');
    expect(read.rows.map((r) => [r.creditor, r.accountLast4, r.result])).toEqual([
      ['PORTFOLIO RECOVERY ASSOCIATES', '4321', 'DELETED'],
      ['DISCOVER FIN SVCS LLC', '7777', 'VERIFIED'],
      ['CHASE CARD', '1111', 'UPDATED'],
    ]);
    expect(read.rows[2]?.changedFields).toEqual(['status', 'remarks']);
  });

  it('reads a TransUnion letter with the result on the creditor’s line', () => {
    const read = readAnswerLetter(transunion);
    expect(read.bureau).toBe('TRANSUNION');
    expect(read.letterDate).toBe('2026-01-20');
    expect(read.rows.map((r) => [r.creditor, r.result])).toEqual([
      ['CAPITAL ONE', 'DELETED'],
      ['LVNV FUNDING LLC', 'VERIFIED'],
      ['NAVIENT', 'UPDATED'],
    ]);
    expect(read.rows[2]?.changedFields).toEqual(['balance', 'status']);
  });

  it('tells a reinsertion notice and the item it names', () => {
    const read = readAnswerLetter(
      lines(`Equifax Information Services LLC
April 2, 2026
Notice of reinsertion
MIDLAND CREDIT MANAGEMENT
Account # XXXX9876
The furnisher certified this item as complete and accurate, and it has been reinserted in your credit file.`),
    );
    expect(read.reinsertionNotice).toBe(true);
    expect(read.letterDate).toBe('2026-04-02');
    expect(read.rows).toEqual([
      { creditor: 'MIDLAND CREDIT MANAGEMENT', accountLast4: '9876', result: 'VERIFIED', changedFields: [] },
    ]);
  });

  it('guesses nothing from prose, a name far from any result or a negated result', () => {
    const read = readAnswerLetter(
      lines(`Experian
JOHN DOE
1 ELM ST
Dear John,
We received your request.
Our records show your file.
We will write again.
If an item is verified you may add a statement.
ACME BANK
This item was not deleted or changed yet.`),
    );
    expect(read.rows).toEqual([]);
    expect(read.letterDate).toBeNull();
  });

  it('reads nothing from an empty text', () => {
    expect(readAnswerLetter([])).toEqual({
      bureau: null,
      letterDate: null,
      reinsertionNotice: false,
      rows: [],
    });
  });
});

describe('the letter’s date', () => {
  it('is the first calendar day written, and a day no calendar has is none', () => {
    const dated = (line: string) => readAnswerLetter(['Experian', line]).letterDate;
    expect(dated('Sept 9, 2025 and 2026-01-01')).toBe('2025-09-09');
    expect(dated('12/31/2025')).toBe('2025-12-31');
    expect(dated('13/45/2025')).toBeNull();
    expect(dated('Date: 02/30/2026')).toBeNull();
  });
});

describe('the account’s last four', () => {
  it('is four digits or none, never two or three', () => {
    const read = readAnswerLetter(['TransUnion', 'CAPITAL ONE #5178XXXX12  DELETED']);
    expect(read.rows).toEqual([
      { creditor: 'CAPITAL ONE', accountLast4: null, result: 'DELETED', changedFields: [] },
    ]);
  });
});
