import { describe, expect, it } from 'vitest';
import { answerLetterMessages, confirmAnswerLetterForm } from './bureau-answer-letters.contract';

const row = (over: Record<string, unknown> = {}) => ({
  creditor: 'LVNV FUNDING',
  accountLast4: '',
  result: 'DELETED',
  changedFields: [],
  itemKey: '',
  ...over,
});
const form = (rows: unknown[], over: Record<string, unknown> = {}) => ({
  bureau: 'EQUIFAX',
  letterDate: '2026-03-03',
  reinsertionNotice: false,
  rows,
  ...over,
});
const messages = (value: unknown) =>
  confirmAnswerLetterForm.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the answer letter check form', () => {
  it('checks nothing of a row left out, so a blank added row can be dropped', () => {
    expect(messages(form([row(), row({ creditor: '', accountLast4: 'x', result: 'DROP' })]))).toEqual([]);
  });

  it('holds a kept row to the request’s rules: a creditor, and two to four digits when any', () => {
    expect(messages(form([row({ creditor: ' ', accountLast4: '1' })]))).toEqual([
      ['rows.0.creditor', 'Name the creditor'],
      ['rows.0.accountLast4', 'Two to four digits'],
    ]);
  });

  it('asks for the bureau and for at least one kept row, in the contract’s words', () => {
    expect(messages(form([row({ result: 'DROP' })], { bureau: '' }))).toEqual([
      ['bureau', answerLetterMessages.chooseBureau],
      ['rows', answerLetterMessages.noRows],
    ]);
  });
});
