import { type Bureau, bureauLabel, bureaus } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { bureauResponseDueDate, followUpDueDate, longDate } from '@app/contracts/follow-up';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { PostalPort } from '../../integrations/postal/postal.port';
import type { TrackingJobsRepository } from './tracking-jobs.repository';

function followUpNotice(r: {
  email: string;
  firstName: string;
  followUpDate: string | null;
  bureau: Bureau;
}) {
  return {
    to: r.email,
    subject: `Time to follow up on your ${bureauLabel[r.bureau]} dispute`,
    body: [
      `Hello ${r.firstName},`,
      '',
      `Your dispute letter to ${bureauLabel[r.bureau]} was delivered 14 days ago${r.followUpDate ? ` (follow-up date ${longDate(r.followUpDate)})` : ''}.`,
      'Check your report or mail for the bureau\u2019s answer, and call the bureau if you have not heard from it:',
      `${bureaus[r.bureau].phone}.`,
      '',
      'The bureau must finish its investigation within 30 days of receiving your letter.',
    ].join('\n'),
  };
}

export interface TrackingRefreshResult {
  checked: number;
  delivered: number;
  followUpsRaised: number;
  noticesSent: number;
}

/**
 * One run of the background work: refresh undelivered tracked letters, raise follow-ups whose
 * date has come, and mail each follow-up notice once.
 */
export function createTrackingRefreshJob(deps: {
  repo: TrackingJobsRepository;
  postal: PostalPort;
  mail: MailPort;
  /** Sends as the person chose, with an unsubscribe link; answers false when they turned it off. */
  followUpNotice?: (userId: number, message: ReturnType<typeof followUpNotice>) => Promise<boolean>;
  log: { warn: (o: object, m: string) => void };
  batchSize?: number;
  recheckAfterMs?: number;
  /** A follow-up is due on the company's calendar day, not UTC's. */
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? 25;
  const recheckAfterMs = deps.recheckAfterMs ?? 4 * 60_000;

  return async function runOnce(): Promise<TrackingRefreshResult> {
    const t = now();
    const result: TrackingRefreshResult = { checked: 0, delivered: 0, followUpsRaised: 0, noticesSent: 0 };

    await deps.repo.withUndeliveredClaimed(
      { limit: batchSize, checkedBefore: new Date(t.getTime() - recheckAfterMs) },
      async (rows, update) => {
        for (const row of rows) {
          try {
            const info = await deps.postal.track(
              {
                trackingNumber: row.uspsTrackingNumber as string,
                addedAt: row.trackingAddedAt ?? row.createdAt,
                destinationZip: bureaus[row.bureau].zip,
              },
              t,
            );
            result.checked++;
            if (info.isDelivered && info.deliveryDate) {
              result.delivered++;
              await update(row.id, {
                trackingStatus: info.status,
                trackingCheckedAt: t,
                status: 'DELIVERED',
                deliveryDate: info.deliveryDate,
                followUpDate: followUpDueDate(info.deliveryDate),
                expectedResponse: bureauResponseDueDate(info.deliveryDate),
              });
            } else {
              await update(row.id, { trackingStatus: info.status, trackingCheckedAt: t });
            }
          } catch (err) {
            // One bad number must not stop the batch; it is retried on the next run.
            deps.log.warn({ err, disputeId: row.id }, 'tracking refresh failed');
            await update(row.id, { trackingCheckedAt: t });
          }
        }
      },
    );

    result.followUpsRaised = (await deps.repo.raiseDueFollowUps(dayIn(deps.timeZone, t))).length;

    for (const r of await deps.repo.claimUnnoticedFollowUps(batchSize)) {
      try {
        if (deps.followUpNotice) {
          if (await deps.followUpNotice(r.userId, followUpNotice(r))) result.noticesSent++;
        } else {
          await deps.mail.send(followUpNotice(r));
          result.noticesSent++;
        }
      } catch (err) {
        deps.log.warn({ err, disputeId: r.id }, 'follow-up notice not sent; retried next run');
        await deps.repo.releaseNotice(r.id);
      }
    }
    return result;
  };
}
