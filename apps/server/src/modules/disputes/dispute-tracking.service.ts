import { bureaus } from '@app/contracts/bureaus';
import { calendarDateIn, dayIn } from '@app/contracts/common/dates';
import { trackingRuleMessages } from '@app/contracts/disputes.contract';
import { bureauResponseDueDate, followUpDueDate } from '@app/contracts/follow-up';
import { checkTrackingNumber } from '@app/contracts/usps-tracking';
import { type PostalPort, PostalProviderError } from '../../integrations/postal/postal.port';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound, ProviderFailure } from '../../platform/errors';
import type { DisputesRepository, DisputeWithIssue } from './disputes.repository';
import { toDispute } from './disputes.service';
import type { LetterReadinessService } from './letter-readiness.service';

/**
 * Certified mail: PENDING -> SENT when a tracking number is added, SENT -> DELIVERED on delivery
 * (follow-up 14 days and bureau deadline 30 days after it), DELIVERED -> FOLLOW_UP_REQUIRED when
 * the follow-up date arrives (the background job).
 */
export function createDisputeTrackingService(deps: {
  repo: DisputesRepository;
  postal: PostalPort;
  /** What must be in place before a letter is mailed (address, contract, cancellation period). */
  readiness: Pick<LetterReadinessService, 'assertReady'>;
  /** A delivery's calendar date is the company's, whatever zone the caller's timestamp was in. */
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, postal } = deps;
  const now = deps.now ?? (() => new Date());

  async function visible(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Dispute');
    await assertCanSee(viewer, row.userId, 'Dispute');
    return row;
  }
  const reload = async (id: number) => toDispute((await repo.find(id)) as DisputeWithIssue);

  async function recordDelivery(row: DisputeWithIssue, deliveryDate: string) {
    await repo.update(row.id, {
      status: 'DELIVERED',
      deliveryDate,
      followUpDate: followUpDueDate(deliveryDate),
      // The bureau's 30 days run from its receipt of the dispute (FCRA 611(a)(1)).
      expectedResponse: bureauResponseDueDate(deliveryDate),
    });
  }

  async function track(row: DisputeWithIssue) {
    if (!row.uspsTrackingNumber) throw badRequest(trackingRuleMessages.noTracking);
    try {
      const info = await postal.track(
        {
          trackingNumber: row.uspsTrackingNumber,
          addedAt: row.trackingAddedAt ?? row.createdAt,
          destinationZip: bureaus[row.bureau].zip,
        },
        now(),
      );
      return { ...info, source: postal.source };
    } catch (err) {
      if (err instanceof PostalProviderError) {
        throw new ProviderFailure('POSTAL_PROVIDER_ERROR', trackingRuleMessages.postalUnavailable, err);
      }
      throw err;
    }
  }

  /** Applies what the postal service says: status, and delivery once it happened. */
  async function applyTracking(row: DisputeWithIssue) {
    const info = await track(row);
    await repo.update(row.id, { trackingStatus: info.status, trackingCheckedAt: now() });
    if (info.isDelivered && info.deliveryDate && row.status === 'SENT')
      await recordDelivery(row, info.deliveryDate);
    return info;
  }

  return {
    applyTracking,

    /**
     * A letter the product handed to a print-and-mail provider: it is SENT from that moment, with the
     * provider's certified number when it has one. Only a PENDING letter moves; a replay changes nothing.
     */
    async recordMailed(id: number, mailed: { trackingNumber: string | null; at: Date; simulated: boolean }) {
      const row = await repo.find(id);
      // PENDING, or SENT still without the number (PostGrid assigns it after printing).
      const moves = row?.status === 'PENDING' || (row?.status === 'SENT' && !row.uspsTrackingNumber);
      if (!row || !moves) return;
      await repo.update(id, {
        status: 'SENT',
        dateSent: row.dateSent ?? mailed.at,
        ...(mailed.trackingNumber
          ? {
              uspsTrackingNumber: mailed.trackingNumber,
              trackingAddedAt: mailed.at,
              trackingSource: mailed.simulated ? 'simulated' : 'usps',
              trackingStatus: 'PRE-SHIPMENT',
            }
          : {}),
      });
    },

    /**
     * The provider's news about a letter, in one statement: its latest status in the provider's
     * words, and the day the bureau received it (delivered, available at its P.O. box, or
     * estimated), from which the 14-day follow-up and the 30-day clock run. Only a SENT letter
     * without a delivery takes the receipt; a replay changes nothing.
     */
    async recordMailProgress(
      id: number,
      progress: { status?: { text: string; at: Date }; receivedOn?: string },
    ) {
      const { status, receivedOn } = progress;
      await repo.applyMailProgress(id, {
        trackingStatus: status && { text: status.text.slice(0, 30), at: status.at },
        received: receivedOn
          ? {
              deliveryDate: receivedOn,
              followUpDate: followUpDueDate(receivedOn),
              // The bureau's 30 days run from its receipt of the dispute (FCRA 611(a)(1)).
              expectedResponse: bureauResponseDueDate(receivedOn),
            }
          : undefined,
      });
    },

    async addTracking(viewer: SessionUser, id: number, rawNumber: string) {
      const check = checkTrackingNumber(rawNumber);
      if (!check.ok) throw badRequest(check.message, [{ field: 'trackingNumber', message: check.message }]);
      const row = await visible(viewer, id);
      if (!['PENDING', 'SENT'].includes(row.status)) throw conflict(trackingRuleMessages.notMailable);
      // A letter goes out only with the consumer's approval.
      if (!row.consumerApprovedAt) throw conflict(trackingRuleMessages.notApproved);
      await deps.readiness.assertReady(viewer, row);
      const t = now();
      await repo.update(row.id, {
        uspsTrackingNumber: check.normalized,
        trackingAddedAt: t,
        trackingSource: postal.source,
        trackingStatus: 'PRE-SHIPMENT',
        status: 'SENT',
        dateSent: row.dateSent ?? t,
      });
      return reload(row.id);
    },

    /**
     * `delivered` is a calendar date or an ISO timestamp; `timeZone` is the person's own, where the
     * day they picked is judged (at 8 p.m. in New York it is already tomorrow in UTC, not there).
     */
    async setDelivery(viewer: SessionUser, id: number, delivered: string, timeZone = deps.timeZone) {
      const deliveryDate = calendarDateIn(timeZone, delivered);
      const row = await visible(viewer, id);
      // Only a SENT letter is delivered, and only an approved one is sent; checked again all the same.
      if (!row.consumerApprovedAt) throw conflict(trackingRuleMessages.notApproved);
      if (row.status !== 'SENT' || row.deliveryDate) throw conflict(trackingRuleMessages.notSent);
      if (deliveryDate > dayIn(timeZone, now())) {
        throw badRequest(trackingRuleMessages.deliveryInFuture, [
          { field: 'deliveryDate', message: trackingRuleMessages.deliveryInFuture },
        ]);
      }
      if (deliveryDate < dayIn(timeZone, row.createdAt)) {
        throw badRequest(trackingRuleMessages.deliveryBeforeCreation, [
          { field: 'deliveryDate', message: trackingRuleMessages.deliveryBeforeCreation },
        ]);
      }
      await recordDelivery(row, deliveryDate);
      return reload(row.id);
    },

    async refresh(viewer: SessionUser, id: number) {
      const row = await visible(viewer, id);
      if (!row.consumerApprovedAt) throw conflict(trackingRuleMessages.notApproved);
      const tracking = await applyTracking(row);
      return { dispute: await reload(row.id), tracking };
    },

    /** Tracking by number, for a dispute the viewer may see. */
    async lookup(viewer: SessionUser, trackingNumber: string) {
      const check = checkTrackingNumber(trackingNumber);
      if (!check.ok) throw badRequest(check.message, [{ field: 'trackingNumber', message: check.message }]);
      const row = await repo.findByTrackingNumber(check.normalized);
      if (!row) throw notFound('Tracked dispute');
      await assertCanSee(viewer, row.userId, 'Tracked dispute');
      return track(row);
    },
  };
}
export type DisputeTrackingService = ReturnType<typeof createDisputeTrackingService>;
