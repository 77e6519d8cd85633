import { bureaus } from '@app/contracts/bureaus';
import { type LetterToMail, printMessages } from '@app/contracts/letter-readiness';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, notFound } from '../../platform/errors';
import type { LetterReadinessService } from './letter-readiness.service';
import type { LettersToMailRepository, LetterToMailRow } from './letters-to-mail.repository';

const listLimit = 200;

/** The company that mails: its sender name and return address, for undelivered mail to come back to. */
type Mailer = { senderName: string; returnAddress: string };

/** The envelope's cover sheet: who it is from, who mails it, who it goes to, and how it is sent. */
function coverSheet(row: LetterToMailRow, n: number, of: number, mailer: Mailer) {
  const bureau = bureaus[row.bureau];
  const from = [
    row.clientName,
    row.addressLine1,
    row.addressLine2,
    `${row.city ?? ''}, ${row.state ?? ''} ${row.zipCode ?? ''}`,
  ].filter((l): l is string => !!l && l.trim() !== '');
  return [
    `ENVELOPE ${n} OF ${of}`,
    '',
    'From:',
    ...from,
    '',
    'Mailed for the client by (return address for undelivered mail):',
    mailer.senderName,
    mailer.returnAddress,
    '',
    'To:',
    bureau.name,
    ...bureau.disputeAddress,
    '',
    `Letter: ${row.issueTitle} (${row.creditor}), round ${row.roundNumber}, reference ${row.id}`,
    '',
    printMessages.sendBy,
    'The client signs the letter that follows before it goes in the envelope.',
    'Keep the receipt: add its tracking number to this letter on the tracking page.',
  ].join('\n');
}

/**
 * The company's mailing step: the approved letters it mails, and the chosen ones printed in one
 * PDF with a cover sheet per envelope. A letter is printed only once it may be mailed.
 */
export function createLettersToMailService(deps: {
  repo: LettersToMailRepository;
  readiness: Pick<LetterReadinessService, 'assertReady'>;
  /** The admin's organization mails the letters: its sender name and return address go on each cover sheet. */
  brandOf: (organizationId: number) => Promise<Mailer & { companyName: string }>;
}) {
  /** The organization's letters, in the order asked; an id it does not have is "not found". */
  async function chosen(viewer: SessionUser, ids: number[]) {
    const rows = new Map((await deps.repo.byIds(viewer.organizationId, ids)).map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = rows.get(id);
      if (!row) throw notFound('Dispute');
      return row;
    });
  }

  return {
    async list(viewer: SessionUser, userId: number | undefined): Promise<LetterToMail[]> {
      if (userId !== undefined) await assertCanSee(viewer, userId);
      return (await deps.repo.waiting(viewer.organizationId, userId, listLimit)).map((r) => ({
        id: r.id,
        userId: r.userId,
        clientName: r.clientName,
        bureau: r.bureau,
        issueTitle: r.issueTitle,
        creditor: r.creditor,
        roundNumber: r.roundNumber,
        approvedAt: (r.approvedAt as Date).toISOString(),
      }));
    },

    chosen,

    /** The texts of the PDF, in the order asked: for each letter its cover sheet, then the letter. */
    async envelopes(viewer: SessionUser, ids: number[]) {
      const letters = await chosen(viewer, ids);
      for (const row of letters) {
        if (!row.approvedAt) {
          const message = `${printMessages.notApproved}: ${row.issueTitle} to ${bureaus[row.bureau].name} (reference ${row.id})`;
          throw new AppError(409, 'NOT_APPROVED', message, [{ field: 'ids', message }]);
        }
        await deps.readiness.assertReady(viewer, row);
      }
      const mailer = await deps.brandOf(viewer.organizationId);
      return {
        company: mailer.companyName,
        texts: letters.flatMap((row, i) => [
          coverSheet(row, i + 1, letters.length, mailer),
          row.letterContent,
        ]),
      };
    },
  };
}
export type LettersToMailService = ReturnType<typeof createLettersToMailService>;
