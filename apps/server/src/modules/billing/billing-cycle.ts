/**
 * When money may be asked for. CROA 1679b(b) forbids charging for a service before it is fully
 * performed: a consumer plan's month is charged only after the month ends, and only if at least one
 * service event (a dispute mailed, a bureau response analysed) happened in it once the cancellation
 * window had closed. A business plan (not covered by CROA) is charged at the start of each month.
 */
export interface BillingTimeline {
  billing: 'arrears' | 'advance';
  activatedAt: Date;
  /** Consumer plans: services (and so charges) may only begin once this has passed. */
  cancellationWindowEndsAt: Date | null;
  /** No period starting at or after this is billed (cancellation). */
  endsAt: Date | null;
}

export interface BillingPeriod {
  start: Date;
  end: Date;
}

/** `months` calendar months after the anchor, kept on the anchor's day or the month's last day. */
function addMonthsClamped(anchor: Date, months: number): Date {
  const d = new Date(anchor);
  const day = anchor.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

function periodAt(t: BillingTimeline, index: number): BillingPeriod {
  return { start: addMonthsClamped(t.activatedAt, index), end: addMonthsClamped(t.activatedAt, index + 1) };
}

/** The period that contains `now` (or the first one before activation). */
export function currentPeriod(t: BillingTimeline, now: Date): BillingPeriod {
  let i = 0;
  while (periodAt(t, i + 1).start <= now) i++;
  return periodAt(t, i);
}

/** Periods a charge may be considered for at `now`: ended (arrears) or begun (advance). */
export function billablePeriods(t: BillingTimeline, now: Date): BillingPeriod[] {
  const out: BillingPeriod[] = [];
  for (let i = 0; ; i++) {
    const p = periodAt(t, i);
    if (t.endsAt && p.start >= t.endsAt) break;
    const ready = t.billing === 'arrears' ? p.end <= now : p.start <= now;
    if (!ready) break;
    out.push(p);
  }
  return out;
}

/** The service events that justify charging an arrears period, or none. */
export function servicesInPeriod<E extends { at: Date }>(
  t: BillingTimeline,
  period: BillingPeriod,
  events: E[],
) {
  const from =
    t.cancellationWindowEndsAt && t.cancellationWindowEndsAt > period.start
      ? t.cancellationWindowEndsAt
      : period.start;
  const until = t.endsAt && t.endsAt < period.end ? t.endsAt : period.end;
  return events.filter((e) => e.at >= from && e.at < until);
}

export const chargeKey = (subscriptionId: number, period: BillingPeriod) =>
  `subscription-${subscriptionId}-period-${period.start.toISOString()}`;
