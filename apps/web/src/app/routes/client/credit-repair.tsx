import { isDisputable } from '@app/contracts/bureau-standing-rules';
import { disputeCountKinds } from '@app/contracts/dispute-counts';
import '@mantine/core/styles/Tabs.css';
import { canCreateDisputes, canSimulateCredit, canUseAI } from '@app/contracts/permissions';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconScale } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/list-states/list-states';
import { PageHeading } from '../../../components/page-header/page-heading';
import { PlanBadge } from '../../../components/plan/plan-badge';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ChosenPlanNotice } from '../../../features/billing/components/chosen-plan-notice';
import { useCreditIssueCounts, useCreditIssues } from '../../../features/credit-issues/api/get-credit-issues';
import { IssueList } from '../../../features/credit-issues/components/issue-list';
import { ReportUtilizationNote } from '../../../features/credit-reports/components/report-utilization-note';
import { useDisputeCounts } from '../../../features/disputes/api/get-disputes';
import { useNextSteps } from '../../../features/notices/api/get-next-steps';
import { NextStepsPanel } from '../../../features/notices/components/next-steps-panel';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { useSignedInUser } from '../../../lib/session';
import { useTabInAddress } from '../../../lib/use-tab-in-address';
import { NoReportYet } from './no-report-yet';
import { SummaryTile, SummaryTilePlaceholders, SummaryTiles } from './summary-tile';
import { UnderNextSteps } from './under-next-steps';

// Only the Issues tab loads with the page; every other tab (Disputes too, with its letter forms) and
// the letter dialog (its form and schemas) load the first time they are opened, so the client home
// stays light.
const BusinessCreditPanel = lazy(() =>
  import('../../../features/business-credit/components/business-credit-panel').then((m) => ({
    default: m.BusinessCreditPanel,
  })),
);
const CreditMixPanel = lazy(() =>
  import('../../../features/credit-mix/components/credit-mix-panel').then((m) => ({
    default: m.CreditMixPanel,
  })),
);
const MonitoringPanel = lazy(() =>
  import('../../../features/credit-monitoring/components/monitoring-panel').then((m) => ({
    default: m.MonitoringPanel,
  })),
);
const DisputeLetterDialog = lazy(() =>
  import('../../../features/dispute-letters/components/dispute-letter-dialog').then((m) => ({
    default: m.DisputeLetterDialog,
  })),
);
const LoanReadinessPanel = lazy(() =>
  import('../../../features/loan-readiness/components/loan-readiness-panel').then((m) => ({
    default: m.LoanReadinessPanel,
  })),
);
const RentReportingPanel = lazy(() =>
  import('../../../features/rent-reporting/components/rent-reporting-panel').then((m) => ({
    default: m.RentReportingPanel,
  })),
);
const UtilizationPanel = lazy(() =>
  import('../../../features/utilization/components/utilization-panel').then((m) => ({
    default: m.UtilizationPanel,
  })),
);
const CreditRepairAiTools = lazy(() =>
  import('./credit-repair-ai-tools').then((m) => ({ default: m.CreditRepairAiTools })),
);
const CreditRepairDisputes = lazy(() =>
  import('./credit-repair-disputes').then((m) => ({ default: m.CreditRepairDisputes })),
);
const CreditRepairChat = lazy(() =>
  import('./credit-repair-chat').then((m) => ({ default: m.CreditRepairChat })),
);
const CreditRepairIdTheft = lazy(() =>
  import('./credit-repair-id-theft').then((m) => ({ default: m.CreditRepairIdTheft })),
);
const CreditRepairPassword = lazy(() =>
  import('./credit-repair-password').then((m) => ({ default: m.CreditRepairPassword })),
);
const CreditRepairVerify = lazy(() =>
  import('./credit-repair-verify').then((m) => ({ default: m.CreditRepairVerify })),
);

interface TabDefinition {
  value: string;
  label: string;
  panel: ReactNode;
}

/** The client home: `/` for non-admins and `/credit-repair`. */
export function CreditRepairPage() {
  const user = useSignedInUser();
  const mayDispute = canCreateDisputes(user) && canUseAI(user);
  // The page reads nothing itself: each read is made by the part that shows it, so an answer
  // renders that part again, not the whole page with its tabs.
  const [letterFor, setLetterFor] = useState<number | null>(null);

  // The client page's 13 tabs, in order: Issues, Disputes, Monitor, Utilization, Loan, Mix, ID Theft, Rent,
  // Verify, Business, Chat, Password, AI Tools. What each letter achieved (and the monthly report the
  // monthly notice links to) sits under the letters themselves, in Disputes.
  const tabs: TabDefinition[] = [
    {
      value: 'issues',
      label: 'Issues',
      panel: <IssuesTab canAct={mayDispute} onDispute={setLetterFor} />,
    },
    {
      value: 'disputes',
      label: 'Disputes',
      panel: <CreditRepairDisputes />,
    },
    {
      value: 'monitor',
      label: 'Monitor',
      panel: (
        <MonitoringPanel
          canManage={canCreateDisputes(user)}
          connectExperian={
            <Button component={Link} to={paths.experian}>
              Connect Experian
            </Button>
          }
        />
      ),
    },
    {
      value: 'utilization',
      label: 'Utilization',
      panel: <UtilizationPanel reported={<ReportUtilizationNote />} />,
    },
    { value: 'loan', label: 'Loan', panel: <LoanReadinessPanel /> },
    { value: 'mix', label: 'Mix', panel: <CreditMixPanel /> },
    { value: 'id-theft', label: 'ID Theft', panel: <CreditRepairIdTheft /> },
    { value: 'rent', label: 'Rent', panel: <RentReportingPanel /> },
    { value: 'verify', label: 'Verify', panel: <CreditRepairVerify /> },
    { value: 'business', label: 'Business', panel: <BusinessCreditPanel /> },
    { value: 'chat', label: 'Chat', panel: <CreditRepairChat /> },
    { value: 'password', label: 'Password', panel: <CreditRepairPassword /> },
    {
      value: 'ai-tools',
      label: 'AI Tools',
      panel: <CreditRepairAiTools maySimulate={canSimulateCredit(user)} mayAnalyze={canUseAI(user)} />,
    },
  ];
  const [tab, openTab] = useTabInAddress(tabs.map((t) => t.value));

  return (
    <Stack gap="lg">
      <PageTitle page="Credit Repair" />
      <ChosenPlan />
      <Stack gap={6}>
        <PageHeading>Welcome, {user.firstName}</PageHeading>
        <Group gap="xs">
          <Text c="dimmed">Your credit issues, disputes and tools</Text>
          <PlanBadge user={user} />
        </Group>
      </Stack>

      {/* Above everything else: what needs the person now (issue 21). */}
      <NextStepsPanel />

      <UnderNextSteps placeholder={<CreditRepairSkeleton />}>
        <CreditRepairSummary />

        <Tabs value={tab} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="lg">
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <Suspense fallback={<ListSkeleton label={`Loading ${t.label}`} />}>{t.panel}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </UnderNextSteps>

      {mayDispute && letterFor !== null && (
        <Suspense fallback={null}>
          <LetterDialog issueId={letterFor} onClose={() => setLetterFor(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Where a client invited on a plan lands after choosing their password: its agreement is next. */
function ChosenPlan() {
  const plans = useSubscriptionPlans();
  return <ChosenPlanNotice plans={plans.data} />;
}

/** The counts and the Issues tab's shape while the next steps load. */
function CreditRepairSkeleton() {
  return (
    <>
      <SummaryTilePlaceholders count={4} columns={2} wideColumns={4} />
      <ListSkeleton label="Loading your credit issues" rows={3} />
    </>
  );
}

/** The four counts over the tabs. */
function CreditRepairSummary() {
  const issueCounts = useCreditIssueCounts();
  const disputeCounts = useDisputeCounts();
  return (
    <SummaryTiles columns={2} wideColumns={4}>
      <SummaryTile
        label="Active Issues"
        value={issueCounts.data?.active}
        icon={IconAlertCircle}
        color="red"
      />
      <SummaryTile label="Disputed" value={issueCounts.data?.disputed} icon={IconScale} color="blue" />
      <SummaryTile label="Resolved" value={issueCounts.data?.resolved} icon={IconCircleCheck} color="green" />
      <SummaryTile
        label="Pending"
        value={disputeCounts.data?.inProgress}
        counts={disputeCountKinds.inProgress.label}
        icon={IconClockHour4}
        color="orange"
      />
    </SummaryTiles>
  );
}

/** The Issues tab: before any report, what to do first instead of an empty list. */
function IssuesTab({ canAct, onDispute }: { canAct: boolean; onDispute: (issueId: number) => void }) {
  const noReport = useNextSteps().data?.hasReport === false;
  return <IssueList canAct={canAct} onDispute={onDispute} empty={noReport ? <NoReportYet /> : undefined} />;
}

/** The letter for one item (or the items to choose from), over the disputable ones. */
function LetterDialog({ issueId, onClose }: { issueId: number; onClose: () => void }) {
  const issues = useCreditIssues();
  return (
    <DisputeLetterDialog
      opened
      onClose={onClose}
      issues={(issues.data ?? []).filter(isDisputable)}
      issueId={issueId}
    />
  );
}
