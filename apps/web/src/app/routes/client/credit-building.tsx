import { isReadingSource } from '@app/contracts/credit-figures';
import '@mantine/core/styles/Tabs.css';
import { creditBuildingTargetScore } from '@app/contracts/credit-building.contract';
import { canAccessCreditBuilding } from '@app/contracts/permissions';
import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header/page-header';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { useAppInfo } from '../../../features/app-info/api/get-app-info';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ActionList } from '../../../features/credit-building/components/action-list';
import { BuildingServices } from '../../../features/credit-building/components/building-services';
import { CreditBuildingOverview } from '../../../features/credit-building/components/credit-building-overview';
import { useCreditGoal } from '../../../features/credit-goals/api/get-credit-goal';
import { ExperianConnectDialog } from '../../../features/credit-monitoring/components/experian-connect-dialog';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { useSignedInUser } from '../../../lib/session';
import { useTabInAddress } from '../../../lib/use-tab-in-address';

const comingSoon = ['Equifax', 'TransUnion'];
const tabs = ['actions', 'services', 'in-progress', 'completed'] as const;

function MonitoringServices() {
  const [connecting, setConnecting] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="monitoring-services">
      <Title order={2} fz="h3" id="monitoring-services">
        Credit Monitoring
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text fw={700}>Experian</Text>
            <Text fz="sm" c="dimmed">
              Import your Experian file and keep it current: new items become issues to dispute.
            </Text>
            <Group>
              <Button onClick={() => setConnecting(true)}>Connect Now</Button>
            </Group>
          </Stack>
        </Paper>
        {comingSoon.map((bureau) => (
          <Paper key={bureau} withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Text fw={700}>{bureau}</Text>
              <Text fz="sm" c="dimmed">
                {bureau} monitoring is not available yet.
              </Text>
              <Group>
                <Button disabled variant="default">
                  Coming Soon
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ExperianConnectDialog opened={connecting} onClose={() => setConnecting(false)} />
    </Stack>
  );
}

function CreditBuildingContent() {
  const report = useCreditReport();
  const goal = useCreditGoal();
  const appInfo = useAppInfo();
  const [tab, openTab] = useTabInAddress(tabs);
  // The person's own goal when set; otherwise credit building's default target.
  const target = goal.data && !goal.data.isDefault ? goal.data.targetScore : creditBuildingTargetScore;
  const score = report.isPending ? undefined : (report.data?.creditScore ?? null);
  const noReport = report.data === null;
  return (
    <Stack gap="lg">
      <CreditBuildingOverview
        score={score}
        target={target}
        scoreEnteredBySpecialist={report.data ? !isReadingSource(report.data.source) : false}
      />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="actions">Actions</Tabs.Tab>
          <Tabs.Tab value="services">Services</Tabs.Tab>
          <Tabs.Tab value="in-progress">In Progress</Tabs.Tab>
          <Tabs.Tab value="completed">Completed</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="actions">
          <ActionList
            status="RECOMMENDED"
            emptyText={
              noReport
                ? 'Recommendations come from your credit report. Upload a report or connect Experian to get yours.'
                : 'Your report calls for no new actions right now. We recommend more when your report changes.'
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <Stack gap="xl">
            <MonitoringServices />
            <BuildingServices tradelineEmail={appInfo.data?.supportEmail} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="in-progress">
          <ActionList status="IN_PROGRESS" emptyText="Start a recommended action and it shows here." />
        </Tabs.Panel>
        <Tabs.Panel value="completed">
          <ActionList status="COMPLETED" emptyText="Actions you mark complete are listed here." />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/credit-building`: the plan from the person's report and outside services. */
export function CreditBuildingPage() {
  const user = useSignedInUser();
  return (
    <Stack gap={0}>
      <PageTitle page="Credit Building" />
      <PageHeader
        title="Credit Building"
        description="Actions and services that help you build a stronger credit profile over time."
      />
      {canAccessCreditBuilding(user) ? (
        <CreditBuildingContent />
      ) : (
        <PlanRefusal entitlement="accessCreditBuilding" />
      )}
    </Stack>
  );
}
