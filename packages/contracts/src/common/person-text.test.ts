import { describe, expect, it } from 'vitest';
import { signAgreementRequest } from '../agreements.contract';
import { aiChatRequest } from '../ai-assistant.contract';
import { connectBankRequest } from '../bank-connections.contract';
import { experianPersonalInfoFor } from '../credit-monitoring.contract';
import { adminGenerateLetterRequest } from '../dispute-letters.contract';
import { reviseLetterRequest } from '../disputes.contract';
import { updateDocumentTagsRequest, uploadDocumentRequest } from '../documents.contract';
import { addEmploymentRequest } from '../employment.contract';
import { createFeedbackRequest } from '../feedback.contract';
import { leadSubmission } from '../leads.contract';
import { sendSecureChatRequest } from '../secure-chat.contract';
import { createStudentLoanRequest } from '../student-loans.contract';
import { customerInfo, supportReplyRequest } from '../support.contract';
import { createClientRequest, mailingAddress, updateProfileRequest } from '../users.contract';
import { addCreditCardRequest } from '../utilization.contract';
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
    // Names that reach letters, plans and the admin screens: employers, cards, banks, servicers, tags.
    const oneLine = (schema: Parameters<typeof refused>[0], field: string, label: string) => {
      const r = schema.safeParse({ [field]: 'Acme\r\nBcc: all@example.com' });
      const issue = r.error?.issues.find((i) => i.path.join('.') === field);
      expect(issue?.message, field).toBe(personTextMessages.oneLine(label));
    };
    oneLine(addEmploymentRequest, 'employer', 'The employer');
    oneLine(addEmploymentRequest, 'jobTitle', 'The job title');
    oneLine(addCreditCardRequest, 'cardName', 'The card name');
    oneLine(connectBankRequest, 'bankName', 'The bank name');
    oneLine(createStudentLoanRequest, 'servicerName', 'The servicer name');
    const tags = updateDocumentTagsRequest.safeParse({ customTags: ['Round\u202E1'] });
    expect(tags.error?.issues[0]?.message).toBe(personTextMessages.oneLine('A tag'));
  });

  it('is refused by messages and descriptions people write, which keep their line breaks', () => {
    expect(sendSecureChatRequest.safeParse({ userId: 1, message: 'Hello\nthere' }).success).toBe(true);
    const r = sendSecureChatRequest.safeParse({ userId: 1, message: 'Pay to \u202Eknab' });
    expect(r.error?.issues[0]?.message).toBe(personTextMessages.paragraph('The message'));
    expect(supportReplyRequest.safeParse({ message: 'Bell\u0007' }).success).toBe(false);
    const paragraph = (
      schema: Parameters<typeof refused>[0],
      value: object,
      field: string,
      label: string,
    ) => {
      const issue = schema.safeParse(value).error?.issues.find((i) => i.path.join('.') === field);
      expect(issue?.message, field).toBe(personTextMessages.paragraph(label));
    };
    const letter = 'Please investigate this account and correct what it reports.\n'.repeat(5);
    paragraph(reviseLetterRequest, { letterContent: `${letter}\u202E` }, 'letterContent', 'The letter');
    expect(reviseLetterRequest.safeParse({ letterContent: letter }).success).toBe(true);
    paragraph(aiChatRequest, { message: 'Hi\u0007', files: [] }, 'message', 'The message');
    paragraph(createFeedbackRequest, { feedback: 'Good\u202E' }, 'feedback', 'The feedback');
    paragraph(createFeedbackRequest, { bugReport: 'Crash\u0000' }, 'bugReport', 'The text');
    paragraph(uploadDocumentRequest, { description: 'Bill\u2066' }, 'description', 'The description');
  });
});
