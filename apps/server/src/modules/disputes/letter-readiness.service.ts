import type { DisputeLetterType } from '@app/contracts/dispute-letters.contract';
import {
  type LetterHoldCode,
  type LetterMailer,
  letterHoldMessages,
  letterMailerFor,
  placeholderMessage,
  placeholderPattern,
} from '@app/contracts/letter-readiness';
import { isAdmin } from '@app/contracts/permissions';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors';
import type { LetterReadinessRepository } from './letter-readiness.repository';

/** Mailing gate a later module supplies (the CROA cancellation window); none by default. */
export type MailingGate = (userId: number) => Promise<void>;

/** A letter as the readiness rules read it. */
export interface LetterOfClient {
  userId: number;
  createdById: number | null;
  mailedBy: LetterMailer;
  letterContent: string;
}

const holdMessage = (code: LetterHoldCode, forClient: boolean) =>
  code === 'MAILING_ADDRESS_MISSING'
    ? forClient
      ? letterHoldMessages.ownAddressMissing
      : letterHoldMessages.addressMissing
    : letterHoldMessages.waitingForSignature;

const holdDetail = (code: LetterHoldCode, forClient: boolean) =>
  code === 'WAITING_FOR_SIGNATURE'
    ? forClient
      ? letterHoldMessages.ownWaitingForSignatureDetail
      : letterHoldMessages.waitingForSignatureDetail
    : holdMessage(code, forClient);

/**
 * Before a letter is approved or mailed: the client's return address is on file, the letter holds
 * no bracketed placeholder, for the company's work the three CROA documents are signed, and for a
 * client with a plan its cancellation period (billing's mailing gate) has ended. Drafting is never
 * held back.
 */
export function createLetterReadinessService(deps: {
  repo: LetterReadinessRepository;
  mailingGate?: MailingGate;
}) {
  const { repo } = deps;
  /** The company's work: a letter it drafted, or one it mails. */
  const companyWork = (l: Pick<LetterOfClient, 'userId' | 'createdById' | 'mailedBy'>) =>
    l.mailedBy === 'COMPANY' || l.createdById !== l.userId;

  return {
    /** Who mails a letter of this client, by its type and their plan (drafted by the client themselves or not). */
    async mailerFor(
      userId: number,
      draftedByClient: boolean,
      letterType?: DisputeLetterType,
    ): Promise<LetterMailer> {
      const { planMailer } = await repo.of(userId, false);
      return letterMailerFor(planMailer, draftedByClient, letterType);
    },

    /**
     * Refuses (409) a letter that may not be approved or mailed yet, with the reason in plain words.
     * The cancellation period holds back the company's work from approval on, and any mailing; a
     * consumer may still write and approve their own letter in it, to mail once it has passed.
     */
    async assertReady(viewer: SessionUser, letter: LetterOfClient, step: 'approve' | 'mail' = 'mail') {
      const forClient = viewer.id === letter.userId;
      const { hold } = await repo.of(letter.userId, companyWork(letter));
      if (hold) {
        throw new AppError(409, hold, holdDetail(hold, forClient), [
          {
            field: hold === 'MAILING_ADDRESS_MISSING' ? 'address' : 'agreements',
            message: holdMessage(hold, forClient),
          },
        ]);
      }
      const placeholder = letter.letterContent.match(placeholderPattern)?.[0];
      if (placeholder) {
        const message = placeholderMessage(placeholder);
        throw new AppError(409, 'LETTER_HAS_PLACEHOLDER', message, [{ field: 'letterContent', message }]);
      }
      // Nothing goes out while a client with a plan may still cancel.
      if (step === 'mail' || companyWork(letter)) await deps.mailingGate?.(letter.userId);
    },

    /** What the client's page shows: who mails their letters and what holds them back, if anything. */
    async readiness(viewer: SessionUser, userId: number) {
      const owner = await recordOwnerFor(viewer, userId);
      const forClient = !isAdmin(viewer);
      const { hold, planMailer } = await repo.of(owner, true);
      return {
        userId: owner,
        mailer: letterMailerFor(planMailer, forClient),
        hold: hold
          ? { code: hold, message: holdMessage(hold, forClient), detail: holdDetail(hold, forClient) }
          : null,
      };
    },
  };
}
export type LetterReadinessService = ReturnType<typeof createLetterReadinessService>;
