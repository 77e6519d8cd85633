import {
  canAccessCreditBuilding,
  canAccessEducation,
  canCreateDisputes,
  canSimulateCredit,
  canUseAI,
} from '@app/contracts/permissions';
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { CreditBuildingRecommendations } from '../../../features/credit-building/components/credit-building-recommendations';
import { CreditReportAnalysis } from '../../../features/credit-issues/components/credit-report-analysis';
import { CurrentScoreCard } from '../../../features/credit-reports/components/current-score-card';
import { ScoreHistoryCard } from '../../../features/credit-reports/components/score-history-card';
import { AiCreditAnalysis } from '../../../features/credit-tools/components/ai-credit-analysis';
import { ActiveDisputes } from '../../../features/disputes/components/active-disputes';
import { LearningCenterPreview } from '../../../features/education/components/learning-center-preview';
import { OwnFollowUpAlerts } from '../../../features/mail-tracking/components/follow-up-alerts';
import { useNextSteps } from '../../../features/notices/api/get-next-steps';
import { NextStepsPanel } from '../../../features/notices/components/next-steps-panel';
import { useSignedInUser } from '../../../lib/session';
import { Stage, StagedSections } from '../../../lib/staged-sections';
import { useOnceTrue } from '../../../lib/use-in-view';
import classes from './dashboard.module.css';
import type { DashboardDialog } from './dashboard-dialogs';
import { DashboardQuickActions } from './dashboard-quick-actions';
import {
  DashboardCounts,
  DashboardProgress,
  DashboardScoreJourney,
  DashboardScoreSummary,
  useHasCreditReport,
} from './dashboard-sections';
import { DashboardGreeting, DashboardSectionsSkeleton } from './dashboard-skeleton';
import { NoReportYet } from './no-report-yet';
import { UnderNextSteps } from './under-next-steps';

// The onboarding card loads after first paint: its code stays out of the dashboard's first chunk.
const OnboardingCard = lazy(() =>
  import('../../../features/onboarding/components/onboarding-card').then((m) => ({
    default: m.OnboardingCard,
  })),
);

// The dialogs (forms, schemas) load the first time one opens.
const DashboardDialogs = lazy(() =>
  import('./dashboard-dialogs').then((m) => ({ default: m.DashboardDialogs })),
);

/** `/dashboard`, permission-aware: nothing is offered that the server would refuse. */
export function DashboardPage() {
  const user = useSignedInUser();
  const mayDispute = canCreateDisputes(user) && canUseAI(user);
  const mayUseAI = canUseAI(user);
  // The simulator has its own rule: a Credit Simulation access code opens it to a Standard user.
  const maySimulate = canSimulateCredit(user);
  const hasReport = useHasCreditReport();
  const nextSteps = useNextSteps();
  const noReport = nextSteps.data?.hasReport === false;
  // The lower sections start with the next steps' answer, as what sits right under them does.
  const stepsKnown = !nextSteps.isPending;
  const [dialog, setDialog] = useState<DashboardDialog>(null);
  const dialogsUsed = useOnceTrue(dialog !== null);
  const openLetter = (issueId: number | null) => setDialog({ kind: 'letter', issueId });
  const close = () => setDialog(null);

  // The score and the counts paint first; the sections below follow one or two per task, so that no
  // single commit (a long task on a phone) creates the whole lower page at once.
  return (
    <StagedSections total={7} start={stepsKnown}>
      <Stack gap="lg">
        <PageTitle page="Dashboard" />
        <Stack gap={4}>
          <DashboardGreeting firstName={user.firstName} />
          <DashboardScoreSummary />
        </Stack>

        {/* Above everything else: what needs the person now (issue 21). */}
        <NextStepsPanel />

        <UnderNextSteps placeholder={<DashboardSectionsSkeleton />}>
          {!mayDispute && (
            <div data-testid="view-only-notice">
              <PlanRefusal entitlement="createDisputes" variant="inline" />
            </div>
          )}
          <DashboardCounts />
          <div className={classes.scoreCards}>
            <CurrentScoreCard />
            <ScoreHistoryCard />
          </div>
        </UnderNextSteps>

        <Stage at={1}>
          <Suspense fallback={<Skeleton height={260} radius="lg" />}>
            <OnboardingCard userId={user.id} />
          </Suspense>
        </Stage>

        <Stage at={2}>
          <OwnFollowUpAlerts />
        </Stage>

        <div className={classes.columns}>
          <Stack gap="md">
            <Stage at={3}>
              <CreditReportAnalysis
                onDispute={mayDispute ? openLetter : undefined}
                emptyText={noReport ? <NoReportYet compact /> : undefined}
              />
            </Stage>
            <Stage at={4}>
              <ActiveDisputes allDisputesHref={`${paths.creditRepair}?tab=disputes`} />
            </Stage>
            <Stage at={4}>{mayUseAI && <AiCreditAnalysis />}</Stage>
          </Stack>
          <Stack gap="md">
            <Stage at={5}>
              <DashboardQuickActions
                onGenerateLetter={mayDispute ? () => openLetter(null) : undefined}
                onSimulate={maySimulate && hasReport ? () => setDialog({ kind: 'simulator' }) : undefined}
                onUpdateReport={() => setDialog({ kind: 'report' })}
              />
            </Stage>
            <Stage at={5}>
              <DashboardScoreJourney />
            </Stage>
            <Stage at={6}>
              <DashboardProgress />
            </Stage>
            <Stage at={6}>
              {canAccessCreditBuilding(user) && (
                <CreditBuildingRecommendations allActionsHref={paths.creditBuilding} />
              )}
            </Stage>
          </Stack>
        </div>

        <Stage at={7}>
          {canAccessEducation(user) && <LearningCenterPreview allArticlesHref={paths.education} />}
        </Stage>

        {dialogsUsed && (
          <Suspense fallback={null}>
            <DashboardDialogs
              dialog={dialog}
              onClose={close}
              mayDispute={mayDispute}
              maySimulate={maySimulate}
            />
          </Suspense>
        )}
      </Stack>
    </StagedSections>
  );
}
