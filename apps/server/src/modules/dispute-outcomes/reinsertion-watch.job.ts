import { dayIn } from '@app/contracts/common/dates';
import type { ReinsertionWatchService } from './reinsertion-watch.service';

/**
 * One run of the nightly reinsertion check: every window whose last day (the 5th business day) is
 * before today, in the company's calendar, with no notice on time, is flagged for the work queue.
 * The day comes from the injected clock; a second run the same day flags nothing more.
 */
export function createReinsertionWatchJob(deps: {
  watch: Pick<ReinsertionWatchService, 'flagClosedWindows'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return async function runOnce() {
    return deps.watch.flagClosedWindows(dayIn(deps.timeZone, now()));
  };
}
