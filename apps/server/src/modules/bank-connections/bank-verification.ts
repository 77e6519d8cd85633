import { randomInt, timingSafeEqual } from 'node:crypto';
import { verificationCodeLength } from '@app/contracts/bank-connections.contract';

/** A code of 6 digits from the system's secure random source (digits: easy to type on a phone). */
export const newVerificationCode = () =>
  String(randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');

/** Compared in constant time, so the answer's timing says nothing about how close a guess was. */
export function codesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toUpperCase());
  const b = Buffer.from(given.trim().toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "j•••@example.com": enough for the person to recognise the address, not to harvest it. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function verificationMail(to: string, code: string, minutes: number, companyName: string) {
  return {
    to,
    subject: `Your ${companyName} bank account verification code`,
    body: [
      `Your code to connect a bank account is ${code}.`,
      `It works for ${minutes} minutes. Enter it on the Verify tab, under Bank Accounts.`,
      'If you did not ask for it, ignore this e-mail: no account is connected without the code.',
    ].join('\n\n'),
  };
}
