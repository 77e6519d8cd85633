import { isDisputable } from '@app/contracts/bureau-standing-rules';
import { disputeCountKinds } from '@app/contracts/dispute-counts';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Tabs.css';
import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { canCreateDisputes, canSimulateCredit, canUseAI } from '@app/contracts/permissions';
import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconScale } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlanBadge } from '../../../components/plan/plan-badge';
import { paths } from '../../../config/paths';
import { ChosenPlanNotice } from '../../../features/billing/components/chosen-plan-notice';
import { BusinessCreditPanel } from '../../../features/business-credit/components/business-credit-panel';
import { useCreditIssueCounts, useCreditIssues } from '../../../features/credit-issues/api/get-credit-issues';
import { IssueList } from '../../../features/credit-issues/components/issue-list';
import { CreditMixPanel } from '../../../features/credit-mix/components/credit-mix-panel';
import { MonitoringPanel } from '../../../features/credit-monitoring/components/monitoring-panel';
import { DisputeLetterDialog } from '../../../features/dispute-letters/components/dispute-letter-dialog';
import { MailingAddressForm } from '../../../features/dispute-letters/components/mailing-address-form';
import { useDisputeCounts } from '../../../features/disputes/api/get-disputes';
import { DisputeList } from '../../../features/disputes/components/dispute-list';
import { LoanReadinessPanel } from '../../../features/loan-readiness/components/loan-readiness-panel';
import { UspsTrackingCard } from '../../../features/mail-tracking/components/usps-tracking-card';
import { useNextSteps } from '../../../features/notices/api/get-next-steps';
import { NextStepsPanel } from '../../../features/notices/components/next-steps-panel';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { RentReportingPanel } from '../../../features/rent-reporting/components/rent-reporting-panel';
import { UtilizationPanel } from '../../../features/utilization/components/utilization-panel';
import { useSignedInUser } from '../../../lib/session';
import { CreditRepairAiTools } from './credit-repair-ai-tools';
import { CreditRepairChat } from './credit-repair-chat';
import { CreditRepairIdTheft } from './credit-repair-id-theft';
import { CreditRepairPassword } from './credit-repair-password';
import { CreditRepairVerify } from './credit-repair-verify';
import { NoReportYet } from './no-report-yet';
import { SummaryTile } from './summary-tile';

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

  // The client page's tab order: Issues, Disputes, Monitor, Utilization, Loan, Mix, ID Theft, Rent,
  // Verify, Business, Chat, Password, AI Tools.
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
            <UspsTrackingCard dispute={dispute} today={today} canAct={canCreateDisputes(user)} />
          )}
        />
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
    { value: 'utilization', label: 'Utilization', panel: <UtilizationPanel /> },
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
      <title>Credit Repair — Credit Repair</title>
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
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>

      {mayDispute && (
        <DisputeLetterDialog
          opened={letterFor !== null}
          onClose={() => setLetterFor(null)}
          issues={(issues.data ?? []).filter(isDisputable)}
          issueId={letterFor}
        />
      )}
    </Stack>
  );
}
