import { describe, expect, it } from 'vitest';
import { AiProviderError, type AssistantTurnFacts } from '../ai.port';
import { checkedAssistantReply } from './model-replies';

const facts = (over: Partial<AssistantTurnFacts> = {}): AssistantTurnFacts => ({
  message: 'Help',
  history: [],
  items: [],
  attachments: [],
  letterDraftedAbout: null,
  builtinReply: 'Built-in reply.',
  ...over,
});

describe("checking a model's assistant reply", () => {
  it('passes plain text and takes off a code fence', () => {
    expect(checkedAssistantReply('```\nExperian deleted the Capital One account.\n```', facts())).toBe(
      'Experian deleted the Capital One account.',
    );
  });

  it.each([
    ['', 'wrong length'],
    ['<b>Deleted</b>', 'HTML'],
    ['Dear [Your Name]', 'placeholder'],
    ['Your account 5500000012344417 was verified.', 'full account'],
    ['SSN 912-34-5678 is on file.', 'Social Security'],
    ['We guarantee this item will be removed.', 'promise'],
    ['Here is your dispute letter.', 'not drafted'],
  ])('refuses %j (%s)', (reply, problem) => {
    expect(() => checkedAssistantReply(reply, facts())).toThrow(AiProviderError);
    expect(() => checkedAssistantReply(reply, facts())).toThrow(new RegExp(problem));
  });

  it('needs the drafted letter’s creditor named when a letter was drafted', () => {
    const drafted = facts({ letterDraftedAbout: { creditor: 'Midland Credit', accountNumberLast4: '4417' } });
    expect(checkedAssistantReply('I drafted a letter about the Midland account.', drafted)).toContain(
      'Midland',
    );
    expect(() => checkedAssistantReply('I drafted a letter for you.', drafted)).toThrow(/drafted letter/);
  });
});
