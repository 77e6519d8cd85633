import { formatCents } from '@app/contracts/common/money';
import type { PaymentsPort } from '../../integrations/payments/payments.port';
import { AppError, conflict } from '../../platform/errors';
import type { LedgerDeletions } from '../dispute-outcomes/ledger-deletions';
import type { BillingRepository } from './billing.repository';
import { timelineOf } from './billing.service';
import {
  type BillingPeriod,
  type BillingTimeline,
  billablePeriods,
  chargeKey,
  currentPeriod,
  servicesInPeriod,
} from './billing-cycle';
import { invoiceOutcome } from './invoice-documents';
import { perDeletionLines } from './per-deletion-period';

/** A service performed for a person: what makes a consumer month chargeable. */
export interface ServiceEvent {
  at: Date;
  description: string;
}

/** What billing needs to know of disputes (supplied by app.ts from the disputes service). */
export interface DisputeActivity {
  /** Disputes mailed and bureau responses analysed, any time. */
  serviceEvents(userId: number): Promise<ServiceEvent[]>;
  /** Issues disputed (new disputes created) since an instant. */
  issuesDisputedSince(userId: number, since: Date): Promise<number[]>;
}

/** Postage of the certified letters the company mailed for a person, passed on at cost (certified-mail module). */
export interface MailPostage {
  /** Letters handed to the carrier in [from, to), and their postage in cents. */
  between(userId: number, from: Date, to: Date): Promise<{ pieces: number; cents: number }>;
}

/** The postage of the letters an organization mailed, for its White Label invoice (certified-mail module). */
export interface OrganizationPostage {
  ofOrganizationBetween(
    organizationId: number,
    from: Date,
    to: Date,
  ): Promise<{ pieces: number; cents: number }>;
  ofOrganizationByMonth(organizationId: number): Promise<{ month: string; pieces: number; cents: number }[]>;
}

const proPlanName = 'Pro Plan';
const proMonthlyItemLimit = 2;

/** Monthly charges (arrears for consumers, advance for business), and the gates services pass. */
export function createChargesService(deps: {
  repo: BillingRepository;
  payments: PaymentsPort;
  activity: DisputeActivity;
  postage?: MailPostage;
  /** The ledger's deletions seen on reports, for per-deletion plans. */
  deletions?: Pick<LedgerDeletions, 'of'>;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, payments, activity } = deps;
  const now = deps.now ?? (() => new Date());

  type PlanRow = NonNullable<Awaited<ReturnType<BillingRepository['currentSubscription']>>>;

  /** Charges the card (if any) for an invoice's amount under its period's key. */
  async function chargeFor(row: PlanRow, period: BillingPeriod, amountCents: number, key: string) {
    const card = (await repo.paymentMethodsOf(row.sub.userId))[0];
    return card
      ? await payments.charge({
          customerId: row.sub.providerCustomerId,
          providerPaymentMethodId: card.providerPaymentMethodId,
          amountCents,
          description: `${row.planName} ${period.start.toISOString().slice(0, 10)} to ${period.end.toISOString().slice(0, 10)}`,
          idempotencyKey: key,
        })
      : ({ status: 'failed', paymentId: null, message: 'No saved card' } as const);
  }

  /**
   * A per-deletion plan's ended periods: one invoice per period with a line for each deletion seen
   * on a report in it (and credits for billed deletions since undone); a period without one is not
   * billed. The lines are read again for each period, so one run never bills a deletion twice, and
   * the invoice's key and the lines' unique links keep a second run or process from doing so.
   */
  async function settlePerDeletion(row: PlanRow, timeline: BillingTimeline, due: BillingPeriod[], t: Date) {
    const { sub } = row;
    if (!deps.deletions || due.length === 0) return 0;
    const deletions = await deps.deletions.of(sub.userId);
    let created = 0;
    for (const period of due) {
      const lines = perDeletionLines({
        timeline,
        period,
        deletions,
        billed: await repo.billedOutcomeLinesOf(sub.userId),
        priceCents: row.pricePerDeletionCents ?? 0,
      });
      if (lines.length === 0) continue;
      const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
      const key = chargeKey(sub.id, period);
      const result = amountCents > 0 ? await chargeFor(row, period, amountCents, key) : null;
      const inserted = await repo.insertInvoiceWithLines(
        {
          userId: sub.userId,
          subscriptionId: sub.id,
          planName: row.planName,
          amountCents,
          periodStart: period.start,
          periodEnd: period.end,
          idempotencyKey: key,
          servicesPerformed: lines.map((l) => l.description),
          createdAt: t,
          ...(result
            ? invoiceOutcome(result, t)
            : { status: 'PAID' as const, providerPaymentId: null, failureMessage: null, paidAt: t }),
        },
        lines,
      );
      if (inserted) created++;
    }
    return created;
  }

  async function settleOne(row: PlanRow) {
    const { sub, planName, priceCents } = row;
    const timeline = timelineOf(sub);
    if (!timeline) return 0;
    const t = now();
    const done = await repo.invoiceKeysOf(sub.id);
    const due = billablePeriods(timeline, t).filter((p) => !done.has(chargeKey(sub.id, p)));
    if (row.chargeBasis === 'PER_DELETION') return settlePerDeletion(row, timeline, due, t);
    let created = 0;
    const events = due.length && sub.billing === 'arrears' ? await activity.serviceEvents(sub.userId) : [];
    for (const period of due) {
      const services =
        sub.billing === 'arrears'
          ? servicesInPeriod(timeline, period, events).map((e) => e.description)
          : [
              `${planName} for the month starting ${period.start.toISOString().slice(0, 10)} (billed in advance)`,
            ];
      // No service, no charge: the month is simply not billed.
      if (services.length === 0) continue;
      // In arrears, the month's certified mail postage is passed on at cost, on a line of its own.
      const mailed =
        sub.billing === 'arrears' && deps.postage
          ? await deps.postage.between(sub.userId, period.start, period.end)
          : { pieces: 0, cents: 0 };
      if (mailed.cents > 0)
        services.push(
          `Certified mail postage at cost: ${mailed.pieces} ${mailed.pieces === 1 ? 'letter' : 'letters'}, ${formatCents(mailed.cents)}`,
        );
      const amountCents = priceCents + mailed.cents;
      const key = chargeKey(sub.id, period);
      const result = await chargeFor(row, period, amountCents, key);
      const inserted = await repo.insertInvoice({
        userId: sub.userId,
        subscriptionId: sub.id,
        planName,
        amountCents,
        periodStart: period.start,
        periodEnd: period.end,
        idempotencyKey: key,
        servicesPerformed: services,
        createdAt: t,
        ...invoiceOutcome(result, t),
      });
      if (inserted) created++;
    }
    return created;
  }

  return {
    /** Every subscription: charge each period that is due and not yet billed. Safe to run twice. */
    async run() {
      let created = 0;
      for (const row of await repo.billableSubscriptions()) created += await settleOne(row);
      return { invoicesCreated: created };
    },
    async settle(subscriptionId: number) {
      const row = (await repo.billableSubscriptions()).find((r) => r.sub.id === subscriptionId);
      return row ? settleOne(row) : 0;
    },

    /**
     * CROA 1679b(b) and 1679e: no service starts before the cancellation period has passed, so a
     * dispute is not mailed while the person may still cancel.
     */
    async mailingGate(userId: number) {
      const row = await repo.currentSubscription(userId);
      const endsAt = row?.sub.cancellationWindowEndsAt;
      if (!row || !endsAt || now() >= endsAt) return;
      const when = `${endsAt.toLocaleString('en-US', { timeZone: deps.timeZone, dateStyle: 'long', timeStyle: 'short' })} (${deps.timeZone})`;
      throw new AppError(
        409,
        'CANCELLATION_PERIOD',
        `Letters are not mailed during your 3-business-day cancellation period (Credit Repair Organizations Act, 15 U.S.C. 1679e). You may cancel free of charge until midnight on ${row.sub.lastDayToCancel}; mailing opens on ${when}.`,
        [{ field: 'trackingNumber', message: `Mailing opens on ${when}` }],
      );
    },

    /** Pro covers 1 to 2 negative items disputed per billing month. */
    async disputeAllowance(userId: number, issueId: number) {
      const row = await repo.currentSubscription(userId);
      if (row?.sub.status !== 'ACTIVE' || row.planName !== proPlanName) return;
      const timeline = timelineOf(row.sub);
      if (!timeline) return;
      const period = currentPeriod(timeline, now());
      const issues = new Set(await activity.issuesDisputedSince(userId, period.start));
      if (issues.has(issueId) || issues.size < proMonthlyItemLimit) return;
      throw conflict(
        `The Pro Plan covers ${proMonthlyItemLimit} negative items disputed per month; this month's items are used. Disputes of more items can start on ${period.end.toISOString().slice(0, 10)}, or choose the Elite Plan for no monthly limit.`,
      );
    },
  };
}
export type ChargesService = ReturnType<typeof createChargesService>;
