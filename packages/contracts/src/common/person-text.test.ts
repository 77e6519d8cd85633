import { describe, expect, it } from 'vitest';
import { signAgreementRequest } from '../agreements.contract';
import { experianPersonalInfoFor } from '../credit-monitoring.contract';
import { adminGenerateLetterRequest } from '../dispute-letters.contract';
import { leadSubmission } from '../leads.contract';
import { sendSecureChatRequest } from '../secure-chat.contract';
import { customerInfo, supportReplyRequest } from '../support.contract';
import { createClientRequest, mailingAddress, updateProfileRequest } from '../users.contract';
import { isSafeLine, isSafeParagraph, personTextMessages } from './person-text';

const hostile = [
  'Casey\r\nBcc: all@example.com',
  'Casey\u202Egnp.exe',
  'Tab\there',
  'Casey\u2066Admin\u2069',
  'Null\u0000',
];

describe('person-facing text', () => {
  it('refuses line breaks, control characters and text-direction marks in one-line fields', () => {
    for (const s of hostile) expect(isSafeLine(s), JSON.stringify(s)).toBe(false);
    expect(isSafeLine('Zoë O’Brien-Núñez, Apt. 4')).toBe(true);
    expect(isSafeLine('محمد')).toBe(true);
  });

  it('lets a longer text keep its line breaks, never direction marks or other controls', () => {
    expect(isSafeParagraph('First line\nSecond line\r\n\tindented')).toBe(true);
    expect(isSafeParagraph('Nice \u202Etxet')).toBe(false);
    expect(isSafeParagraph('Bell\u0007')).toBe(false);
  });

  const refused = (
    schema: {
      safeParse(v: unknown): {
        success: boolean;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      };
    },
    value: unknown,
    path: string,
    label: string,
  ) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(personTextMessages.oneLine(label));
  };

  it('is refused by every name and address field, with a message naming the field', () => {
    const address = { addressLine1: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
    refused(
      mailingAddress,
      { ...address, addressLine1: '1 Main St\nSuite 9' },
      'addressLine1',
      'Street address',
    );
    refused(mailingAddress, { ...address, city: 'Spring\u202Efield' }, 'city', 'City');
    refused(updateProfileRequest, { firstName: 'Casey\r\n' + 'X' }, 'firstName', 'First name');
    refused(
      createClientRequest,
      { firstName: 'Casey', lastName: 'B\u202Eennett', email: 'c@example.com' },
      'lastName',
      'Last name',
    );
    refused(
      leadSubmission,
      { firstName: 'A\u2067', lastName: 'B', phone: '5551234567' },
      'firstName',
      'First name',
    );
    refused(
      experianPersonalInfoFor('2026-11-28'),
      { firstName: 'Casey', lastName: 'Ben\nnett', ssn: '', dateOfBirth: '1990-01-01', address },
      'lastName',
      'Last name',
    );
    refused(signAgreementRequest, { typedName: 'Casey\u202EBennett' }, 'typedName', 'Your typed name');
    refused(customerInfo, { name: 'Visitor\r\nX', email: 'v@example.com' }, 'name', 'Name');
    refused(adminGenerateLetterRequest, { clientName: 'Casey\u200FB' }, 'clientName', 'Client name');
  });

  it('is refused by messages and descriptions people write, which keep their line breaks', () => {
    expect(sendSecureChatRequest.safeParse({ userId: 1, message: 'Hello\nthere' }).success).toBe(true);
    const r = sendSecureChatRequest.safeParse({ userId: 1, message: 'Pay to \u202Eknab' });
    expect(r.error?.issues[0]?.message).toBe(personTextMessages.paragraph('The message'));
    expect(supportReplyRequest.safeParse({ message: 'Bell\u0007' }).success).toBe(false);
  });
});
