import { randomUUID } from 'node:crypto';
import { type Bureau, bureaus } from '@app/contracts/bureaus';
import {
  type MailBatchResult,
  type MailQuote,
  mailMessages,
  mailProviderLabels,
  priceOfPiece,
} from '@app/contracts/certified-mail.contract';
import { dayIn } from '@app/contracts/common/dates';
import { longDate } from '@app/contracts/follow-up';
import type { PrintMailAddress, PrintMailPort } from '../../integrations/print-mail/print-mail.port';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { CertifiedMailRepository } from './certified-mail.repository';
import { evidencePacket, sha256 } from './evidence-packet';
import { toMailPiece } from './mail-piece-view';
import type { MailSender } from './mail-sender';
import { type Enclosure, printedLetter } from './printed-letter';

/** An approved letter as the mail service reads it from the disputes module, with the client's address. */
export interface LetterToMailRow {
  id: number;
  userId: number;
  clientName: string;
  bureau: Bureau;
  status: string;
  approvedAt: Date | null;
  mailedBy: 'COMPANY' | 'CONSUMER';
  createdById: number | null;
  letterContent: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** What the mail service needs of the disputes module. */
export interface LettersForMail {
  /** The organization's letters by id (404 for one it does not have), with the client's address. */
  chosen(viewer: SessionUser, ids: number[]): Promise<LetterToMailRow[]>;
  assertReady(viewer: SessionUser, letter: LetterToMailRow): Promise<void>;
}

/** The vault documents of the letter's owner chosen as enclosures (404 for anyone else's). */
export type EnclosuresFor = (viewer: SessionUser, ownerId: number, ids: number[]) => Promise<Enclosure[]>;

/** The bureau's dispute address as a provider takes it: the P.O. box line first, the rest after it. */
function bureauAddress(bureau: LetterToMailRow['bureau']): PrintMailAddress {
  const details = bureaus[bureau];
  const lines = [...details.disputeAddress];
  const last = lines.pop() as string;
  const [, city = '', state = '', zip = ''] = last.match(/^(.*),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/) ?? [];
  const numbered = lines.findLastIndex((l) => /\d/.test(l));
  const line1 = lines[numbered] ?? lines[0] ?? '';
  const rest = lines.filter((_, i) => i !== numbered);
  return { name: details.name, line1, line2: rest.join(', ') || null, city, state, zip };
}

const clientAddress = (row: LetterToMailRow): PrintMailAddress => ({
  name: row.clientName,
  line1: row.addressLine1 ?? '',
  line2: row.addressLine2,
  city: row.city ?? '',
  state: row.state ?? '',
  zip: row.zipCode ?? '',
});

/**
 * Mailing approved letters through the print-and-mail provider: the price before, the exact PDF,
 * the refusals (not approved, cancellation period, already mailed), and one piece per letter.
 */
export function createCertifiedMailService(deps: {
  repo: CertifiedMailRepository;
  port: PrintMailPort;
  sender: MailSender;
  secretBox: SecretBox;
  letters: LettersForMail;
  enclosures: EnclosuresFor;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, port } = deps;
  const now = deps.now ?? (() => new Date());

  async function letterOf(viewer: SessionUser, id: number) {
    const [row] = await deps.letters.chosen(viewer, [id]);
    if (!row) throw notFound('Dispute');
    return row;
  }

  async function render(
    viewer: SessionUser,
    row: LetterToMailRow,
    enclosureIds: number[],
    /** Already read and masked for the client (a batch reads them once). */
    ready?: Enclosure[],
  ) {
    const enclosures =
      ready ?? (enclosureIds.length ? await deps.enclosures(viewer, row.userId, enclosureIds) : []);
    const printed = await printedLetter({
      from: clientAddress(row),
      to: bureauAddress(row.bureau),
      date: longDate(dayIn(deps.timeZone, now())),
      letterText: row.letterContent,
      reference: `D-${row.id}`,
      enclosures,
    });
    const enclosed = enclosures.map((e) => ({
      documentId: e.documentId,
      title: e.title,
      masked: e.masked,
      bytes: e.bytes.length,
      sha256: sha256(e.bytes),
    }));
    return { ...printed, enclosed, price: priceOfPiece(printed.pages + port.addressPages) };
  }

  /** Refuses (409) a letter that may not be mailed, with the reason in plain words. */
  async function assertMailable(viewer: SessionUser, row: LetterToMailRow) {
    if (await repo.pieceOfDispute(viewer.organizationId, row.id))
      throw new AppError(409, 'ALREADY_MAILED', mailMessages.alreadyMailed);
    if (row.status !== 'PENDING') {
      throw new AppError(
        409,
        'ALREADY_MAILED',
        row.status === 'SENT' ? mailMessages.alreadyMailed : mailMessages.notMailable,
      );
    }
    if (!row.approvedAt) throw new AppError(409, 'NOT_APPROVED', mailMessages.notApproved);
    if (row.mailedBy !== 'COMPANY') throw new AppError(409, 'CLIENT_MAILS', mailMessages.notCompanyMail);
    // Address on file, contract signed, and the CROA cancellation period over.
    await deps.letters.assertReady(viewer, row);
  }

  async function mailOne(viewer: SessionUser, id: number, enclosureIds: number[]) {
    return mailLetterRow(viewer, await letterOf(viewer, id), enclosureIds);
  }

  async function mailLetterRow(
    viewer: SessionUser,
    row: LetterToMailRow,
    enclosureIds: number[],
    enclosures?: Enclosure[],
  ) {
    await assertMailable(viewer, row);
    const { bytes, price, enclosed } = await render(viewer, row, enclosureIds, enclosures);
    const piece = await repo.insertPiece({
      organizationId: viewer.organizationId,
      disputeId: row.id,
      userId: row.userId,
      provider: port.provider,
      idempotencyKey: randomUUID(),
      addresses: { to: bureauAddress(row.bureau), from: clientAddress(row) },
      enclosureDocumentIds: enclosureIds,
      enclosures: enclosed,
      pdfSealed: deps.secretBox.seal(Buffer.from(bytes).toString('base64')),
      pdfSha256: sha256(bytes),
      pages: price.pages,
      printCents: price.printCents,
      postageCents: price.postageCents,
      certifiedCents: price.certifiedCents,
      returnReceiptCents: price.returnReceiptCents,
      totalCents: price.totalCents,
      createdById: viewer.id,
      createdAt: now(),
    });
    // Two clicks at once: the second finds the first's piece (one per letter, a unique index).
    if (!piece) throw new AppError(409, 'ALREADY_MAILED', mailMessages.alreadyMailed);
    const outcome = await deps.sender.attempt(piece);
    if (outcome.kind === 'refused') {
      throw new AppError(422, 'UNDELIVERABLE_ADDRESS', mailMessages.undeliverable(outcome.reason), [
        { field: 'address', message: mailMessages.undeliverable(outcome.reason) },
      ]);
    }
    return deps.sender.view(viewer.organizationId, row.id);
  }

  /**
   * The enclosures are the client's documents, read and masked once for all their letters; one that
   * is not theirs, not printable or not maskable refuses the whole batch before any is priced or
   * mailed, and so do letters of two clients (one client's documents go with one client's letters).
   */
  async function enclosuresOf(viewer: SessionUser, rows: LetterToMailRow[], enclosureIds: number[]) {
    if (enclosureIds.length === 0) return undefined;
    const owners = new Set(rows.map((r) => r.userId));
    if (owners.size > 1) {
      throw badRequest(mailMessages.enclosuresOneClient, [
        { field: 'enclosureDocumentIds', message: mailMessages.enclosuresOneClient },
      ]);
    }
    const [owner] = owners;
    return owner === undefined ? undefined : deps.enclosures(viewer, owner, enclosureIds);
  }

  return {
    async quote(viewer: SessionUser, ids: number[], enclosureIds: number[] = []): Promise<MailQuote> {
      const rows = await deps.letters.chosen(viewer, ids);
      const enclosures = await enclosuresOf(viewer, rows, enclosureIds);
      const pieces = [];
      for (const row of rows)
        pieces.push({ disputeId: row.id, ...(await render(viewer, row, enclosureIds, enclosures)).price });
      return {
        provider: port.provider,
        providerLabel: mailProviderLabels[port.provider],
        pieces,
        totalCents: pieces.reduce((sum, p) => sum + p.totalCents, 0),
      };
    },

    /** The exact PDF the print shop will print for this letter. */
    async preview(viewer: SessionUser, id: number, enclosureIds: number[] = []) {
      const row = await letterOf(viewer, id);
      return Buffer.from((await render(viewer, row, enclosureIds)).bytes);
    },

    mailOne,

    /** Each letter on its own: one refused does not hold back the others, and each reason is given. */
    async mailBatch(
      viewer: SessionUser,
      ids: number[],
      enclosureIds: number[] = [],
    ): Promise<MailBatchResult> {
      const result: MailBatchResult = { pieces: [], refused: [] };
      const refuse = (id: number, err: unknown) => {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        result.refused.push({ disputeId: id, code: err.code, message: err.message });
      };
      const rows: LetterToMailRow[] = [];
      for (const id of ids)
        await letterOf(viewer, id).then(
          (row) => rows.push(row),
          (err) => refuse(id, err),
        );
      const enclosures = await enclosuresOf(viewer, rows, enclosureIds);
      for (const row of rows) {
        try {
          result.pieces.push(await mailLetterRow(viewer, row, enclosureIds, enclosures));
        } catch (err) {
          refuse(row.id, err);
        }
      }
      return result;
    },

    /** A returned letter or delivery issue dealt with: its attention is cleared (it leaves the work queue). */
    async markHandled(viewer: SessionUser, disputeId: number) {
      await letterOf(viewer, disputeId);
      const piece = await repo.pieceOfDispute(viewer.organizationId, disputeId);
      if (!piece?.attentionSince) throw new AppError(409, 'NOTHING_TO_HANDLE', mailMessages.nothingToHandle);
      await repo.update(piece, { attentionSince: null });
      return deps.sender.view(viewer.organizationId, disputeId);
    },

    /** The piece of a letter the viewer may see, with its events. */
    async pieceOf(viewer: SessionUser, disputeId: number) {
      const piece = await repo.pieceOfDispute(viewer.organizationId, disputeId);
      if (!piece) throw notFound('Mailed letter');
      await assertCanSee(viewer, piece.userId, 'Mailed letter');
      return toMailPiece(piece, await repo.eventsOf([piece.id]));
    },

    async evidence(viewer: SessionUser, disputeId: number) {
      const piece = await repo.pieceOfDispute(viewer.organizationId, disputeId);
      if (!piece) throw notFound('Mailed letter');
      await assertCanSee(viewer, piece.userId, 'Mailed letter');
      if (!piece.sentAt) throw conflict(mailMessages.notMailed);
      const events = await repo.eventsOf([piece.id]);
      return evidencePacket({
        reference: `D-${piece.disputeId}`,
        provider: piece.provider,
        trackingNumber: piece.trackingNumber,
        mailedAt: piece.mailedAt ?? piece.sentAt,
        receivedOn: piece.receivedOn,
        receiptRule: piece.receiptRule,
        printed: Buffer.from(deps.secretBox.open(piece.pdfSealed), 'base64'),
        receipt:
          piece.returnReceipt && piece.returnReceiptType
            ? { contentType: piece.returnReceiptType, bytes: Buffer.from(piece.returnReceipt, 'base64') }
            : null,
        enclosures: piece.enclosures,
        events,
        generatedAt: now(),
      });
    },

    async spend(viewer: SessionUser) {
      const months = await repo.organizationPostageByMonth(viewer.organizationId, 24);
      return {
        months: months.map(({ month, pieces, totalCents, cents }) => ({
          month,
          pieces,
          totalCents,
          postageCents: cents,
        })),
      };
    },
  };
}
export type CertifiedMailService = ReturnType<typeof createCertifiedMailService>;
