import type {
  ExperianConnectResponse,
  MonitoringConnection,
} from '@app/contracts/credit-monitoring.contract';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconChartLine,
  IconCircleCheck,
  IconInfoCircle,
  IconLock,
  IconRefresh,
  IconShieldLock,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useMonitoringConnections } from '../api/get-monitoring-connections';
import { PersonalInfoFields } from './personal-info-fields';
import { demoBureauNote } from './sandbox-badge';
import { syncedAt } from './synced-at';
import { useExperianConnectForm } from './use-experian-connect-form';

const benefits = [
  {
    icon: IconRefresh,
    title: 'Real-time Updates',
    text: 'Changes to your Experian file come in with each sync.',
  },
  { icon: IconChartLine, title: 'Score Monitoring', text: 'Every new score is added to your score history.' },
  { icon: IconBell, title: 'Instant Alerts', text: 'New negative items appear as credit issues to dispute.' },
];

function ConnectedSummary({ answer, after }: { answer: ExperianConnectResponse; after: ReactNode }) {
  const { imported } = answer;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      role="status"
      style={{ borderColor: 'var(--mantine-color-green-6)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" radius="xl" size="lg" aria-hidden>
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={700}>Successfully Connected</Text>
          <Text fz="sm">{answer.message}.</Text>
          <List fz="sm" spacing={2}>
            <List.Item>
              {imported.issuesCreated} new credit issue{imported.issuesCreated === 1 ? '' : 's'} imported
              {imported.issuesAlreadyKnown ? `, ${imported.issuesAlreadyKnown} already on your list` : ''}
            </List.Item>
            {imported.score !== null && (
              <List.Item>Experian score {imported.score} added to your score history</List.Item>
            )}
            <List.Item>
              {imported.accounts} accounts, {imported.inquiries} inquiries and {imported.publicRecords} public
              records stored
            </List.Item>
          </List>
          {after}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Already connected: when it last synced, and the way to the Monitor tab instead of the form again. */
function AlreadyConnected({ connection, after }: { connection: MonitoringConnection; after: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" role="status" data-testid="experian-connected">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" radius="xl" size="lg" aria-hidden>
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={700}>Your Experian file is connected</Text>
          <Text fz="sm">
            {connection.ssnLast4 ? `Connected with the SSN ending ${connection.ssnLast4}. ` : ''}
            Last sync: {connection.lastSyncDate ? syncedAt(connection.lastSyncDate) : 'not yet'}. New scores
            and items come in with each sync; you can sync or disconnect from the Monitor tab.
            {connection.source === 'sandbox' ? ` ${demoBureauNote}` : ''}
          </Text>
          {after}
        </Stack>
      </Group>
    </Paper>
  );
}

/** `/experian`: benefits, then the connection as it stands, or the Personal Information form to make it. */
export function ExperianConnectPanel({ sandbox, after }: { sandbox: boolean; after: ReactNode }) {
  const [answer, setAnswer] = useState<ExperianConnectResponse | null>(null);
  const { form, submit, pending, today } = useExperianConnectForm(setAnswer);
  const connections = useMonitoringConnections();
  const connected = connections.data?.find((c) => c.provider === 'EXPERIAN' && c.isActive);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {benefits.map(({ icon: Icon, title, text }) => (
          <Paper key={title} withBorder radius="lg" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{title}</Text>
                <Text fz="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>

      {answer ? (
        <ConnectedSummary answer={answer} after={after} />
      ) : (
        connected && <AlreadyConnected connection={connected} after={after} />
      )}
      {sandbox && !connected && !answer && (
        <Alert variant="light" color="grape" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
          <Text fz="sm">
            {demoBureauNote} What you enter here is checked and kept as it would be for Experian.
          </Text>
        </Alert>
      )}

      {!connected && !answer && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="personal-info"
        >
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="h3" id="personal-info">
                  Personal Information
                </Title>
                <Group gap="xs">
                  <ToneBadge color="green" leftSection={<IconLock size={12} aria-hidden />}>
                    Secure &amp; Encrypted
                  </ToneBadge>
                </Group>
              </Group>
              <PersonalInfoFields form={form} today={today} />
              <Alert variant="light" color="blue" icon={<IconShieldLock size={18} aria-hidden />} p="sm">
                <Text fz="sm">
                  Your information is encrypted in transit and at rest. Your SSN is never stored in plain text
                  and is shown only as its last four digits. You can disconnect at any time from the Monitor
                  tab of your account.
                </Text>
              </Alert>
              <Group>
                <Button type="submit" size="md" disabled={pending}>
                  {pending ? 'Connecting to Experian...' : 'Connect to Experian'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
