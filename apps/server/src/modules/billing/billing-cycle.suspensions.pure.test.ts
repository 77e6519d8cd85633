import { describe, expect, it } from 'vitest';
import { type BillingTimeline, billablePeriods, type ServicePause, servedIn } from './billing-cycle';

// A White Label company's months run from its sign-up; a month lying wholly inside suspensions had
// no service and is not billed, every other month is (before, across and after each suspension).
const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const company: BillingTimeline = {
  billing: 'arrears',
  activatedAt: at('2026-01-10'),
  cancellationWindowEndsAt: null,
  endsAt: null,
};

/** The starts (days) of the months the run at `now` would invoice, given the suspensions. */
const billedMonths = (pauses: ServicePause[], now: Date) =>
  billablePeriods(company, now)
    .filter((p) => servedIn(p, pauses))
    .map((p) => p.start.toISOString().slice(0, 10));

describe('months billed through suspensions', () => {
  it('suspend → reinstate → suspend: bills the months with service, not those wholly suspended', () => {
    const pauses: ServicePause[] = [
      // Suspended on 20 February, inside the month from 10 February: that month had service.
      { from: at('2026-02-20'), until: at('2026-04-15') },
      // Suspended again on 1 May, inside the month from 10 April, and never reinstated.
      { from: at('2026-05-01'), until: null },
    ];
    expect(billedMonths(pauses, at('2026-08-01'))).toEqual([
      '2026-01-10',
      '2026-02-10',
      // 10 March to 10 April lies wholly inside the first suspension: not billed.
      '2026-04-10', // reinstated on 15 April: served again, billed again
      // From 10 May on, wholly inside the open suspension: not billed.
    ]);
  });

  it('bills again every month after the second suspension is reinstated too', () => {
    const pauses: ServicePause[] = [
      { from: at('2026-02-20'), until: at('2026-04-15') },
      { from: at('2026-05-01'), until: at('2026-06-20') },
    ];
    expect(billedMonths(pauses, at('2026-08-11'))).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-04-10',
      // 10 May to 10 June wholly suspended; 10 June to 10 July served from 20 June.
      '2026-06-10',
      '2026-07-10',
    ]);
  });

  it('takes suspensions end to end as one, and a reinstatement at the month’s last moment as no service', () => {
    const month = { start: at('2026-03-10'), end: at('2026-04-10') };
    // Two suspensions meeting end to end cover the month between them.
    expect(
      servedIn(month, [
        { from: at('2026-03-20'), until: at('2026-05-01') },
        { from: at('2026-03-01'), until: at('2026-03-20') },
      ]),
    ).toBe(false);
    // A gap of a day between them is a day of service.
    expect(
      servedIn(month, [
        { from: at('2026-03-01'), until: at('2026-03-19') },
        { from: at('2026-03-20'), until: at('2026-05-01') },
      ]),
    ).toBe(true);
    // Reinstated exactly when the month ends: the month had none; suspended at its start: none either.
    expect(servedIn(month, [{ from: at('2026-03-10'), until: at('2026-04-10') }])).toBe(false);
    // Suspended from the month's second moment: it had service.
    expect(servedIn(month, [{ from: new Date(at('2026-03-10').getTime() + 1), until: null }])).toBe(true);
    // A suspension long over, or none at all: served.
    expect(servedIn(month, [{ from: at('2026-01-01'), until: at('2026-02-01') }])).toBe(true);
    expect(servedIn(month, [])).toBe(true);
  });
});
