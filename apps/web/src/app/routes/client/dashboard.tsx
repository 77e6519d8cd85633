import '@mantine/core/styles/Grid.css';
import { defaultTargetScore } from '@app/contracts/credit-goals.contract';
import {
  canAccessCreditBuilding,
  canAccessEducation,
  canCreateDisputes,
  canSimulateCredit,
  canUseAI,
} from '@app/contracts/permissions';
import { accessLevelLabels } from '@app/contracts/users.contract';
import { Alert, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { CreditBuildingRecommendations } from '../../../features/credit-building/components/credit-building-recommendations';
import { useCreditGoal } from '../../../features/credit-goals/api/get-credit-goal';
import { ProgressTracker } from '../../../features/credit-goals/components/progress-tracker';
import { useCreditIssueCounts, useCreditIssues } from '../../../features/credit-issues/api/get-credit-issues';
import { CreditReportAnalysis } from '../../../features/credit-issues/components/credit-report-analysis';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { useScoreHistory } from '../../../features/credit-reports/api/get-score-history';
import { CurrentScoreCard } from '../../../features/credit-reports/components/current-score-card';
import { thirtyDayChange } from '../../../features/credit-reports/components/score-change';
import { ScoreHistoryCard } from '../../../features/credit-reports/components/score-history-card';
import { ScoreJourneyTimeline } from '../../../features/credit-reports/components/score-journey-timeline';
import { UpdateCreditReportDialog } from '../../../features/credit-reports/components/update-credit-report-dialog';
import { AiCreditAnalysis } from '../../../features/credit-tools/components/ai-credit-analysis';
import { ScoreSimulatorDialog } from '../../../features/credit-tools/components/score-simulator-dialog';
import { DisputeLetterDialog } from '../../../features/dispute-letters/components/dispute-letter-dialog';
import { useDisputeCounts } from '../../../features/disputes/api/get-disputes';
import { ActiveDisputes } from '../../../features/disputes/components/active-disputes';
import { LearningCenterPreview } from '../../../features/education/components/learning-center-preview';
import { OwnFollowUpAlerts } from '../../../features/mail-tracking/components/follow-up-alerts';
import { useSignedInUser } from '../../../lib/session';
import { useStagedCount } from '../../../lib/use-staged-count';
import { DashboardQuickActions } from './dashboard-quick-actions';
import { DashboardGreeting } from './dashboard-skeleton';
import { SummaryTile } from './summary-tile';

type Dialog = { kind: 'letter'; issueId: number | null } | { kind: 'simulator' } | { kind: 'report' } | null;

/** `/dashboard` (spec 000 section 2), permission-aware: nothing is offered that the server would refuse. */
export function DashboardPage() {
  const user = useSignedInUser();
  const mayDispute = canCreateDisputes(user) && canUseAI(user);
  const mayUseAI = canUseAI(user);
  // The simulator has its own rule: a Credit Simulation access code opens it to a Standard user.
  const maySimulate = canSimulateCredit(user);
  const reports = useCreditReport();
  const history = useScoreHistory();
  const issues = useCreditIssues();
  const issueCounts = useCreditIssueCounts();
  const disputeCounts = useDisputeCounts();
  const goal = useCreditGoal();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The score and the counts paint first; the sections below follow one per frame.
  const shown = useStagedCount(3);
  const report = reports.data;
  const change = history.data ? thirtyDayChange(history.data) : null;
  const activeIssues = (issues.data ?? []).filter((i) => i.status === 'ACTIVE');
  const openLetter = (issueId: number | null) => setDialog({ kind: 'letter', issueId });

  return (
    <Stack gap="lg">
      <title>Dashboard — Credit Repair</title>
      <Stack gap={4}>
        <DashboardGreeting firstName={user.firstName} />
        <Text c="dimmed" data-testid="dashboard-summary">
          {report ? (
            <>
              Your current score is <strong>{report.creditScore}</strong>
              {change && (
                <Text span c={change.color} fw={600}>
                  {' '}
                  · {change.text}
                </Text>
              )}
            </>
          ) : reports.isPending ? (
            'Loading your score…'
          ) : (
            'No credit report yet.'
          )}
        </Text>
      </Stack>

      {!mayDispute && (
        <Alert
          color="blue"
          icon={<IconLock size={18} aria-hidden />}
          title="View-only access"
          data-testid="view-only-notice"
        >
          Your access level ({accessLevelLabels[user.accessLevel]}) lets you follow your credit file and
          disputes. Dispute letters, the AI tools, credit building and the Learning Center are not included;
          your credit specialist files disputes for you.
        </Alert>
      )}

      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <SummaryTile
          label="Active Issues"
          value={issueCounts.data?.active}
          icon={IconAlertCircle}
          color="red"
        />
        <SummaryTile
          label="Pending Disputes"
          value={disputeCounts.data?.pending}
          icon={IconScale}
          color="blue"
        />
        <SummaryTile
          label="Items Removed"
          value={issueCounts.data?.resolved}
          icon={IconCircleCheck}
          color="green"
        />
      </SimpleGrid>

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <CurrentScoreCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <ScoreHistoryCard />
        </Grid.Col>
      </Grid>

      {shown >= 1 && <OwnFollowUpAlerts />}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {shown >= 1 && (
            <Stack gap="md">
              <CreditReportAnalysis onDispute={mayDispute ? openLetter : undefined} />
              <ActiveDisputes allDisputesHref={`${paths.creditRepair}?tab=disputes`} />
              {mayUseAI && <AiCreditAnalysis />}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {shown >= 2 && (
            <Stack gap="md">
              <DashboardQuickActions
                onGenerateLetter={mayDispute ? () => openLetter(null) : undefined}
                onSimulate={maySimulate && report ? () => setDialog({ kind: 'simulator' }) : undefined}
                onUpdateReport={() => setDialog({ kind: 'report' })}
              />
              <ScoreJourneyTimeline
                history={history.data ?? []}
                target={goal.data?.targetScore ?? defaultTargetScore}
              />
              <ProgressTracker
                score={report?.creditScore}
                issuesResolved={issueCounts.data?.resolved ?? 0}
                issuesTotal={issueCounts.data?.total ?? 0}
                accountAgeMonths={report?.accountAge}
              />
              {canAccessCreditBuilding(user) && (
                <CreditBuildingRecommendations allActionsHref={paths.creditBuilding} />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>

      {shown >= 3 && canAccessEducation(user) && <LearningCenterPreview allArticlesHref={paths.education} />}

      {mayDispute && (
        <DisputeLetterDialog
          opened={dialog?.kind === 'letter'}
          onClose={() => setDialog(null)}
          issues={activeIssues}
          issueId={dialog?.kind === 'letter' ? dialog.issueId : null}
        />
      )}
      {maySimulate && report && (
        <ScoreSimulatorDialog
          opened={dialog?.kind === 'simulator'}
          onClose={() => setDialog(null)}
          currentScore={report.creditScore}
        />
      )}
      <UpdateCreditReportDialog
        opened={dialog?.kind === 'report'}
        onClose={() => setDialog(null)}
        current={report ?? undefined}
      />
    </Stack>
  );
}
