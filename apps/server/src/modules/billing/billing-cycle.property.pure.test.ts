import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillingTimeline, billablePeriods, servicesInPeriod } from './billing-cycle';
import { cancellationWindow } from './cancellation-window';

const day = 86_400_000;
const origin = Date.UTC(2026, 0, 1);

/** What the charge run does at `now`: each due period with at least one service event in it. */
function chargesAt(t: BillingTimeline, events: { at: Date }[], now: Date) {
  return billablePeriods(t, now)
    .map((period) => ({ period, services: servicesInPeriod(t, period, events), chargedAt: now }))
    .filter((c) => c.services.length > 0);
}

describe('no advance fee, over random timelines', () => {
  it('never charges before a service event, nor within the cancellation window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }), // sign-up, days after origin
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), // cancel, days after sign-up
        fc.array(fc.integer({ min: -30 * 24, max: 300 * 24 }), { maxLength: 12 }), // service events, hours after sign-up
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 6 }), // charge runs, days after sign-up
        (signUpDay, cancelDay, eventHours, runDays) => {
          const signedAt = new Date(origin + signUpDay * day + 13 * 3_600_000);
          const window = cancellationWindow('America/New_York', signedAt);
          const cancelledAt = cancelDay === undefined ? null : new Date(signedAt.getTime() + cancelDay * day);
          const inWindow = cancelledAt !== null && cancelledAt < window.endsAt;
          const timeline: BillingTimeline = {
            billing: 'arrears',
            activatedAt: signedAt,
            cancellationWindowEndsAt: window.endsAt,
            endsAt: cancelledAt,
          };
          const events = eventHours.map((h) => ({ at: new Date(signedAt.getTime() + h * 3_600_000) }));
          for (const runDay of runDays) {
            const now = new Date(signedAt.getTime() + runDay * day);
            for (const c of chargesAt(timeline, events, now)) {
              expect(inWindow).toBe(false);
              expect(c.chargedAt.getTime()).toBeGreaterThanOrEqual(c.period.end.getTime());
              expect(c.chargedAt.getTime()).toBeGreaterThanOrEqual(window.endsAt.getTime());
              for (const e of c.services) {
                expect(e.at.getTime()).toBeGreaterThanOrEqual(window.endsAt.getTime());
                expect(e.at.getTime()).toBeGreaterThanOrEqual(c.period.start.getTime());
                expect(e.at.getTime()).toBeLessThan(c.period.end.getTime());
                expect(e.at.getTime()).toBeLessThan(c.chargedAt.getTime());
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('charges a month once it ends when a letter was mailed in it', () => {
    const signedAt = new Date(Date.UTC(2026, 2, 2, 15));
    const window = cancellationWindow('America/New_York', signedAt);
    const t: BillingTimeline = {
      billing: 'arrears',
      activatedAt: signedAt,
      cancellationWindowEndsAt: window.endsAt,
      endsAt: null,
    };
    const events = [{ at: new Date(Date.UTC(2026, 2, 20)) }];
    expect(chargesAt(t, events, new Date(Date.UTC(2026, 3, 1)))).toHaveLength(0);
    expect(chargesAt(t, events, new Date(Date.UTC(2026, 3, 3)))).toHaveLength(1);
    expect(chargesAt(t, [], new Date(Date.UTC(2026, 5, 1)))).toHaveLength(0);
  });
});

describe('cancellation window', () => {
  it('ends at midnight Eastern after the 3rd business day', () => {
    // Signed Tue Nov 24 2026, 10:00 Eastern: Thanksgiving is skipped, last day Sat Nov 28.
    const w = cancellationWindow('America/New_York', new Date('2026-11-24T15:00:00Z'));
    expect(w.lastDayToCancel).toBe('2026-11-28');
    expect(w.endsAt.toISOString()).toBe('2026-11-29T05:00:00.000Z');
    // Late evening Eastern is still the same day there (the next day in UTC).
    const late = cancellationWindow('America/New_York', new Date('2026-07-02T03:30:00Z'));
    expect(late.lastDayToCancel).toBe('2026-07-07');
    expect(late.endsAt.toISOString()).toBe('2026-07-08T04:00:00.000Z');
  });
});
