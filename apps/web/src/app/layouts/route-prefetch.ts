import { canAccessCreditBuilding, canAccessEducation } from '@app/contracts/permissions';
import { isTeamMember } from '@app/contracts/team-roles';
import type { PublicUser } from '@app/contracts/users.contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { creditBuildingActionsQuery } from '../../features/credit-building/api/get-credit-building-actions';
import { creditGoalQuery } from '../../features/credit-goals/api/get-credit-goal';
import { creditIssuesQuery } from '../../features/credit-issues/api/get-credit-issues';
import { creditReportQuery } from '../../features/credit-reports/api/get-credit-reports';
import { scoreHistoryQuery } from '../../features/credit-reports/api/get-score-history';
import { disputesQuery } from '../../features/disputes/api/get-disputes';
import { articlesQuery } from '../../features/education/api/get-articles';
import { followUpsQuery } from '../../features/mail-tracking/api/get-follow-ups';
import { badgesQuery } from '../../features/onboarding/api/get-badges';
import { onboardingProgressQuery } from '../../features/onboarding/api/get-onboarding-progress';
import { onboardingStepsQuery } from '../../features/onboarding/api/get-onboarding-steps';

type Prefetch = (client: QueryClient, user: PublicUser) => void;

/**
 * Starts each request in a task of its own: on a phone a request costs the main thread several
 * milliseconds to start, and a dozen at once made one long task that held up the first screen.
 */
function prefetchEach(client: QueryClient, starts: readonly ((client: QueryClient) => Promise<void>)[]) {
  for (const start of starts) setTimeout(() => void start(client), 0);
}

const issuesAndDisputes: Prefetch = (client) =>
  prefetchEach(client, [(c) => c.prefetchQuery(creditIssuesQuery), (c) => c.prefetchQuery(disputesQuery)]);

/** What a client page asks for first, by path: the requests start while the page's code loads. */
const prefetchByPath: Record<string, Prefetch> = {
  [paths.dashboard]: (client, user) =>
    prefetchEach(client, [
      // The first screen's: the score line, the counts and the score cards.
      (c) => c.prefetchQuery(creditReportQuery),
      (c) => c.prefetchQuery(creditIssuesQuery),
      (c) => c.prefetchQuery(disputesQuery),
      (c) => c.prefetchQuery(scoreHistoryQuery),
      (c) => c.prefetchQuery(creditGoalQuery),
      (c) => c.prefetchQuery(followUpsQuery),
      // The lower sections' answers too: they are in before those sections render, so each renders
      // once with its data instead of a placeholder first (fewer, shorter tasks on a phone).
      (c) => c.prefetchQuery(onboardingProgressQuery(user.id)),
      (c) => c.prefetchQuery(onboardingStepsQuery),
      (c) => c.prefetchQuery(badgesQuery(user.id)),
      ...(canAccessCreditBuilding(user)
        ? [(c: QueryClient) => c.prefetchQuery(creditBuildingActionsQuery)]
        : []),
      ...(canAccessEducation(user) ? [(c: QueryClient) => c.prefetchQuery(articlesQuery)] : []),
    ]),
  [paths.creditRepair]: issuesAndDisputes,
};

/** Starts a matched page's queries at once, instead of after its chunks have arrived and rendered. */
export function useRoutePrefetch(user: PublicUser) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const admin = isTeamMember(user);
  useEffect(() => {
    // A client's home is the Credit Repair page; an admin's is the portal.
    const path = pathname === paths.landing && !admin ? paths.creditRepair : pathname;
    prefetchByPath[path]?.(client, user);
  }, [pathname, client, admin, user]);
}
