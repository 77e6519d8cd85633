import { describe, expect, it } from 'vitest';
import { disputeLetterMessages } from './dispute-letters.contract';
import {
  attestationMessages,
  createDisputeForm,
  createDisputeRequest,
  disputeFormMessages,
  generateLetterForm,
  letterMessages,
} from './disputes.contract';

const options = {
  issueId: '7',
  bureau: 'EXPERIAN',
  letterType: 'BUREAU_DISPUTE',
  reason: 'NOT_MINE',
  consumerStatement: '',
  recipientAddress: '',
};
const firstMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

describe('the dispute letter forms', () => {
  it('asks for the issue and the bureau before generating, then for the reason', () => {
    const empty = { ...options, issueId: '', bureau: '', reason: '' };
    expect(firstMessages(generateLetterForm.safeParse(empty))).toEqual({
      issueId: disputeFormMessages.chooseIssue,
      bureau: disputeFormMessages.chooseBureau,
    });
    expect(firstMessages(generateLetterForm.safeParse({ ...options, reason: '' }))).toEqual({
      reason: disputeFormMessages.chooseReason,
    });
    expect(
      firstMessages(generateLetterForm.safeParse({ ...options, letterType: 'DEBT_VALIDATION' })),
    ).toEqual({ recipientAddress: disputeLetterMessages.needsRecipient });
  });

  it("needs the letter and the attestation to create the dispute, with the server's own words", () => {
    expect(firstMessages(createDisputeForm.safeParse({ ...options, letter: ' ', attested: false }))).toEqual({
      letter: letterMessages.missing,
      attested: attestationMessages.required,
    });
    expect(
      firstMessages(createDisputeForm.safeParse({ ...options, letter: 'Too short.', attested: true })),
    ).toEqual({ letter: letterMessages.tooShort });
    const server = createDisputeRequest.safeParse({
      issueId: 7,
      bureau: 'EXPERIAN',
      reason: 'NOT_MINE',
      letterContent: 'Too short.',
    });
    expect(server.error?.issues[0]?.message).toBe(letterMessages.tooShort);
  });
});
