import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { LettersToMailRepository, LetterToMailRow } from './letters-to-mail.repository';
import { createLettersToMailService } from './letters-to-mail.service';

// The envelope's cover sheet names the company that mails the letter (the admin's organization):
// its sender name and the return address undelivered mail comes back to.
const admin: SessionUser = {
  id: 7,
  organizationId: 2,
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'admin@summit.example.com',
  accessLevel: 'ADMIN',
  teamRole: 'OWNER',
  requiresPasswordReset: false,
  features: [],
  subscriptionPlan: null,
};

const letter = {
  id: 41,
  userId: 9,
  clientName: 'Maria Delgado',
  bureau: 'EQUIFAX',
  issueTitle: 'Late payment',
  creditor: 'Capital One',
  roundNumber: 1,
  approvedAt: new Date('2026-03-01T12:00:00Z'),
  status: 'pending',
  letterContent: 'Maria Delgado\n12 Oak St\nColumbus, OH 43004\n\nTo whom it may concern, ...',
  createdById: 7,
  mailedBy: 'COMPANY',
  addressLine1: '12 Oak St',
  addressLine2: null,
  city: 'Columbus',
  state: 'OH',
  zipCode: '43004',
} as unknown as LetterToMailRow;

describe('letters to mail', () => {
  it('puts the mailing organization’s sender name and return address on each cover sheet', async () => {
    const asked: number[] = [];
    const service = createLettersToMailService({
      // The repository's queries answer rows when awaited; these answer them at once.
      repo: { waiting: async () => [], byIds: async () => [letter] } as unknown as LettersToMailRepository,
      readiness: { assertReady: async () => {} },
      brandOf: async (organizationId) => {
        asked.push(organizationId);
        return {
          companyName: 'Summit Credit Partners',
          senderName: 'Summit Credit Partners',
          returnAddress: '880 High Street, Suite 410, Worthington, OH 43085',
        };
      },
    });
    const { texts, company } = await service.envelopes(admin, [41]);
    expect(asked).toEqual([2]);
    expect(company).toBe('Summit Credit Partners');
    expect(texts).toHaveLength(2);
    const cover = texts[0] as string;
    expect(cover).toContain(
      'Mailed for the client by (return address for undelivered mail):\nSummit Credit Partners\n880 High Street, Suite 410, Worthington, OH 43085',
    );
    // The letter is the client's own, from the client's address.
    expect(cover).toContain('From:\nMaria Delgado\n12 Oak St');
    expect(texts[1]).toBe(letter.letterContent);
  });
});
