import { describe, expect, it } from 'vitest';
import { leadForm, leadMessages } from './leads.contract';

const blank = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  creditIssues: [],
  additionalDetails: '',
  urgency: 'normal',
};
const messagesOf = (values: unknown) =>
  Object.fromEntries(
    (leadForm.safeParse(values).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]),
  );

describe('the lead form', () => {
  it("names every missing field, each with its own message, the spec's for the credit issues", () => {
    expect(messagesOf(blank)).toEqual({
      firstName: leadMessages.firstNameRequired,
      lastName: leadMessages.lastNameRequired,
      phone: leadMessages.phoneRequired,
      creditIssues: leadMessages.issuesBody,
    });
  });

  it('takes an empty email as none, and refuses a malformed one', () => {
    const filled = {
      ...blank,
      firstName: 'Robin',
      lastName: 'Lee',
      phone: '555 010 4477',
      creditIssues: ['Other'],
    };
    expect(leadForm.safeParse(filled).success).toBe(true);
    expect(messagesOf({ ...filled, email: 'robin@' })).toEqual({ email: leadMessages.emailInvalid });
  });
});
