import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { LetterWriter } from '../credit-tools/letter-writer';
import type { DisputesService } from '../disputes/disputes.service';
import { createMailedLetters } from '../disputes/mailed-letters';
import type { UsersService } from '../users/users.service';
import { createDisputeOutcomesRepository } from './dispute-outcomes.repository';
import { disputeOutcomesRoutes } from './dispute-outcomes.routes';
import { createDisputeOutcomesService } from './dispute-outcomes.service';
import { createNextRoundRepository } from './next-round.repository';
import { nextRoundRoutes } from './next-round.routes';
import { createNextRoundService } from './next-round.service';
import { createNoAnswerJob } from './no-answer.job';
import { createOutcomeResultsRepository } from './outcome-results.repository';
import { outcomeResultsRoutes } from './outcome-results.routes';
import { createOutcomeResultsService } from './outcome-results.service';
import { createReinsertionWatchJob } from './reinsertion-watch.job';
import { createReinsertionWatchRepository } from './reinsertion-watch.repository';
import { reinsertionWatchRoutes } from './reinsertion-watch.routes';
import { createReinsertionLetters, createReinsertionWatchService } from './reinsertion-watch.service';

/** What drafting a reinsertion or next-round letter takes: the house's letter path and the disputes it saves into. */
interface LetterPath {
  letters: LetterWriter;
  issues: Pick<CreditIssuesService, 'get'>;
  users: Pick<UsersService, 'profile'>;
  disputes: Pick<DisputesService, 'create'>;
}

/**
 * The ledger alone (a test of imports) needs neither the letter path nor the notices; the server
 * passes both and serves the reinsertion row's routes.
 */
export function disputeOutcomesModule(deps: {
  db: Database;
  timeZone: string;
  letterPath?: LetterPath;
  /**
   * Where the notice's link points, and the notices module's queue: the monthly proof-of-work
   * notice goes out with the other notices.
   */
  publicUrl?: string;
  queueNotice?: Parameters<typeof createOutcomeResultsService>[0]['queueNotice'];
  queuedNoticeKeys?: Parameters<typeof createOutcomeResultsService>[0]['queuedNoticeKeys'];
  now?: () => Date;
}) {
  const watchRepo = createReinsertionWatchRepository(deps.db);
  const watch = createReinsertionWatchService({ repo: watchRepo, timeZone: deps.timeZone, now: deps.now });
  const service = createDisputeOutcomesService({
    repo: createDisputeOutcomesRepository(deps.db),
    letters: createMailedLetters(deps.db),
    reinsertions: watch,
    timeZone: deps.timeZone,
  });
  const letterPath = deps.letterPath;
  const letters = letterPath
    ? createReinsertionLetters({
        ...letterPath,
        timeZone: deps.timeZone,
        now: deps.now,
        watch,
        repo: watchRepo,
      })
    : null;
  const resultsRepo = createOutcomeResultsRepository(deps.db);
  const nextRound = letterPath
    ? createNextRoundService({
        ...letterPath,
        repo: createNextRoundRepository(deps.db),
        answers: resultsRepo,
        timeZone: deps.timeZone,
        now: deps.now,
      })
    : null;
  const noAnswerClock = createNoAnswerJob({ service, timeZone: deps.timeZone });
  const results = createOutcomeResultsService({
    repo: resultsRepo,
    timeZone: deps.timeZone,
    publicUrl: deps.publicUrl ?? '',
    queueNotice: deps.queueNotice ?? (async () => false),
    queuedNoticeKeys: deps.queuedNoticeKeys ?? (async () => new Set()),
    now: deps.now,
  });
  // The nightly reinsertion check: a day's flags, checked hourly like the 30-day clock.
  const reinsertionClock = createReinsertionWatchJob({ watch, timeZone: deps.timeZone, now: deps.now });
  const register = async (app: FastifyInstance) => {
    await app.register(disputeOutcomesRoutes, { service });
    await app.register(outcomeResultsRoutes, { results });
    if (letters) await app.register(reinsertionWatchRoutes, { watch, letters });
    if (nextRound) await app.register(nextRoundRoutes, { nextRound });
  };
  return { service, watch, noAnswerClock, reinsertionClock, results, register };
}
