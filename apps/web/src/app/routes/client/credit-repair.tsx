import { isDisputable } from '@app/contracts/bureau-standing-rules';
import { disputeCountKinds } from '@app/contracts/dispute-counts';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Tabs.css';
import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { canCreateDisputes, canSimulateCredit, canUseAI } from '@app/contracts/permissions';
import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconScale } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../../components/list-states/list-states';
import { PlanBadge } from '../../../components/plan/plan-badge';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ChosenPlanNotice } from '../../../features/billing/components/chosen-plan-notice';
import { MailedLetterCard } from '../../../features/certified-mail/components/mailed-letter-card';
import { useCreditIssueCounts, useCreditIssues } from '../../../features/credit-issues/api/get-credit-issues';
import { IssueList } from '../../../features/credit-issues/components/issue-list';
import { ReportUtilizationNote } from '../../../features/credit-reports/components/report-utilization-note';
import { MailingAddressForm } from '../../../features/dispute-letters/components/mailing-address-form';
import { useDisputeCounts } from '../../../features/disputes/api/get-disputes';
import { letterPdfUrl } from '../../../features/disputes/api/letter-pdf-url';
import { DisputeList } from '../../../features/disputes/components/dispute-list';
import { UspsTrackingCard } from '../../../features/mail-tracking/components/usps-tracking-card';
import { useNextSteps } from '../../../features/notices/api/get-next-steps';
import { NextStepsPanel } from '../../../features/notices/components/next-steps-panel';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { useSignedInUser } from '../../../lib/session';
import { NoReportYet } from './no-report-yet';
import { SummaryTile } from './summary-tile';

// Only the Issues and Disputes tabs load with the page; every other tab, and the letter dialog
// (its form and schemas), loads the first time it is opened, so the client home stays light.
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
const ItemTimelinePanel = lazy(() =>
  import('../../../features/outcome-results/components/item-timeline-panel').then((m) => ({
    default: m.ItemTimelinePanel,
  })),
);
const AnswerLettersPanel = lazy(() =>
  import('../../../features/answer-letters/components/answer-letters-panel').then((m) => ({
    default: m.AnswerLettersPanel,
  })),
);
const CreditRepairAiTools = lazy(() =>
  import('./credit-repair-ai-tools').then((m) => ({ default: m.CreditRepairAiTools })),
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
  const issues = useCreditIssues();
  const issueCounts = useCreditIssueCounts();
  const disputeCounts = useDisputeCounts();
  const noReport = useNextSteps().data?.hasReport === false;
  const plans = useSubscriptionPlans();
  const [params, setParams] = useSearchParams();
  const [letterFor, setLetterFor] = useState<number | null>(null);

  // The client page's 13 tabs, in order: Issues, Disputes, Monitor, Utilization, Loan, Mix, ID Theft, Rent,
  // Verify, Business, Chat, Password, AI Tools. What each letter achieved (and the monthly report the
  // monthly notice links to) sits under the letters themselves, in Disputes.
  const tabs: TabDefinition[] = [
    {
      value: 'issues',
      label: 'Issues',
      panel: (
        <IssueList
          canAct={mayDispute}
          onDispute={setLetterFor}
          empty={noReport ? <NoReportYet /> : undefined}
        />
      ),
    },
    {
      value: 'disputes',
      label: 'Disputes',
      panel: (
        <Stack gap="xl">
          <DisputeList
            canAct={canCreateDisputes(user)}
            userId={user.id}
            holdAction={(hold) =>
              hold === 'MAILING_ADDRESS_MISSING' ? (
                <MailingAddressForm message={letterHoldMessages.ownAddressMissing} />
              ) : (
                <Button component={Link} to={paths.billing} variant="light" w="fit-content">
                  Sign your agreement in Billing
                </Button>
              )
            }
            tracking={(dispute, today) => (
              <Stack gap="sm">
                {/* A letter the company mailed from the product: its events, receipt rule and proof. */}
                {dispute.status !== 'PENDING' && <MailedLetterCard disputeId={dispute.id} />}
                <UspsTrackingCard
                  dispute={dispute}
                  today={today}
                  canAct={canCreateDisputes(user)}
                  letterPdfHref={letterPdfUrl(dispute.id)}
                />
              </Stack>
            )}
          />
          {/* Loaded beside the letters, never holding them back. */}
          <Suspense fallback={null}>
            <AnswerLettersPanel userId={user.id} />
            <ItemTimelinePanel userId={user.id} />
          </Suspense>
        </Stack>
      ),
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
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? (requested as string) : 'issues';

  return (
    <Stack gap="lg">
      <PageTitle page="Credit Repair" />
      {/* Where a client invited on a plan lands after choosing their password: its agreement is next. */}
      <ChosenPlanNotice plans={plans.data} />
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome, {user.firstName}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">Your credit issues, disputes and tools</Text>
          <PlanBadge user={user} />
        </Group>
      </Stack>

      {/* Above everything else: what needs the person now (issue 21). */}
      <NextStepsPanel />

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <SummaryTile
          label="Active Issues"
          value={issueCounts.data?.active}
          icon={IconAlertCircle}
          color="red"
        />
        <SummaryTile label="Disputed" value={issueCounts.data?.disputed} icon={IconScale} color="blue" />
        <SummaryTile
          label="Resolved"
          value={issueCounts.data?.resolved}
          icon={IconCircleCheck}
          color="green"
        />
        <SummaryTile
          label="Pending"
          value={disputeCounts.data?.inProgress}
          counts={disputeCountKinds.inProgress.label}
          icon={IconClockHour4}
          color="orange"
        />
      </SimpleGrid>

      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'issues' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
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

      {mayDispute && letterFor !== null && (
        <Suspense fallback={null}>
          <DisputeLetterDialog
            opened
            onClose={() => setLetterFor(null)}
            issues={(issues.data ?? []).filter(isDisputable)}
            issueId={letterFor}
          />
        </Suspense>
      )}
    </Stack>
  );
}
