import { dayIn } from '@app/contracts/common/dates';
import type { DisputeOutcomesService } from './dispute-outcomes.service';

/**
 * One run of the 30-day clock: every letter whose answer day has passed, in the company's calendar,
 * with no answer and no change becomes a NO_ANSWER outcome. The day comes from the injected clock.
 */
export function createNoAnswerJob(deps: {
  service: Pick<DisputeOutcomesService, 'recordNoAnswers'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return async function runOnce() {
    const at = now();
    return deps.service.recordNoAnswers(dayIn(deps.timeZone, at), at);
  };
}
