import { creditFigureMessages, isReadingSource } from '@app/contracts/credit-figures';
import { defaultTargetScore } from '@app/contracts/credit-goal-progress';
import { disputeCountKinds } from '@app/contracts/dispute-counts';
import { Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconScale } from '@tabler/icons-react';
import { useCreditGoal } from '../../../features/credit-goals/api/get-credit-goal';
import { ProgressTracker } from '../../../features/credit-goals/components/progress-tracker';
import { useCreditIssueCounts } from '../../../features/credit-issues/api/get-credit-issues';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { useScoreHistory } from '../../../features/credit-reports/api/get-score-history';
import { thirtyDayChange } from '../../../features/credit-reports/components/score-change';
import { ScoreJourneyTimeline } from '../../../features/credit-reports/components/score-journey-timeline';
import { useDisputeCounts } from '../../../features/disputes/api/get-disputes';
import { SummaryTile, SummaryTiles } from './summary-tile';

// Each piece of the dashboard subscribes to the data it shows, so an answer arriving re-renders
// that piece alone rather than the whole page (a long task on a phone).

export function DashboardScoreSummary() {
  const reports = useCreditReport();
  const history = useScoreHistory();
  const report = reports.data;
  const change = history.data ? thirtyDayChange(history.data) : null;
  return (
    <Text c="dimmed" data-testid="dashboard-summary">
      {report ? (
        <>
          Your current score is <strong>{report.creditScore}</strong>
          {!isReadingSource(report.source) && ` (${creditFigureMessages.enteredBySpecialist})`}
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
        creditFigureMessages.noScore
      )}
    </Text>
  );
}

export function DashboardCounts() {
  const issueCounts = useCreditIssueCounts();
  const disputeCounts = useDisputeCounts();
  return (
    <SummaryTiles columns={3}>
      <SummaryTile
        label="Active Issues"
        value={issueCounts.data?.active}
        icon={IconAlertCircle}
        color="red"
      />
      <SummaryTile
        label="Pending Disputes"
        value={disputeCounts.data?.inProgress}
        counts={disputeCountKinds.inProgress.label}
        icon={IconScale}
        color="blue"
      />
      <SummaryTile
        label="Items Removed"
        value={issueCounts.data?.resolved}
        icon={IconCircleCheck}
        color="green"
      />
    </SummaryTiles>
  );
}

export function DashboardScoreJourney() {
  const history = useScoreHistory();
  const goal = useCreditGoal();
  return (
    <ScoreJourneyTimeline
      history={history.data ?? []}
      target={goal.data?.targetScore ?? defaultTargetScore}
    />
  );
}

export function DashboardProgress() {
  const report = useCreditReport().data;
  const issueCounts = useCreditIssueCounts();
  return (
    <ProgressTracker
      score={report?.creditScore}
      issuesResolved={issueCounts.data?.resolved ?? 0}
      issuesTotal={issueCounts.data?.total ?? 0}
      accountAgeMonths={report?.accountAge ?? undefined}
      scoreEnteredBySpecialist={report ? !isReadingSource(report.source) : false}
    />
  );
}

/** The simulator is offered only once there is a score to start from. */
export function useHasCreditReport() {
  return Boolean(useCreditReport().data);
}
