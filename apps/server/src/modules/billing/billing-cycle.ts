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

/** A span without service: from its start until its end, or on and on while `until` is null. */
export interface ServicePause {
  from: Date;
  until: Date | null;
}

/**
 * Whether a period had any service: some moment of it lies outside every pause. A period lying
 * wholly inside pauses (one, or several end to end) had none and is not billed; one with service
 * before a pause began or after it ended is. An open pause covers every later moment.
 */
export function servedIn(period: BillingPeriod, pauses: readonly ServicePause[]): boolean {
  const sorted = [...pauses].sort((a, b) => a.from.getTime() - b.from.getTime());
  let covered = period.start;
  for (const p of sorted) {
    if (p.from > covered) break;
    if (p.until === null) return false;
    if (p.until > covered) covered = p.until;
    if (covered >= period.end) return false;
  }
  return covered < period.end;
}
