import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Progress.css';
import { confidenceFormula } from '@app/contracts/identity-theft';
import {
  type FraudulentAccount,
  type IdentityTheftScan,
  identityTheftMessages,
} from '@app/contracts/identity-theft.contract';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FormulaFigure } from '../../../components/formula-figure/formula-figure';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useIdentityTheftScan } from '../api/get-identity-theft-scan';
import { useRunIdentityTheftScan } from '../api/run-identity-theft-scan';
import { DisputeAccountDialog } from './dispute-account-dialog';
import { FileReview } from './file-review';
import { FraudulentAccounts } from './fraudulent-accounts';
import { RecoverySteps } from './recovery-steps';
import { SuspiciousPatterns } from './suspicious-patterns';

const when = (iso: string | null) => (iso ? personDateTime(iso) : null);

/**
 * The ID Theft tab: an ACTIVE case with its four sub-tabs, else 'No Identity
 * Theft Detected' with the scan. `documents` is the person's vault, composed by the page.
 */
export function IdentityTheftPanel({ userId, documents }: { userId: number; documents: ReactNode }) {
  const scan = useIdentityTheftScan(userId);
  const run = useRunIdentityTheftScan(userId);
  const [scannedNow, setScannedNow] = useState(false);
  const [disputing, setDisputing] = useState<FraudulentAccount | null>(null);
  if (scan.isPending) return <ListSkeleton label="Loading your identity theft check" />;
  if (scan.isError) return <ListError what="your identity theft check" onRetry={() => scan.refetch()} />;
  const s: IdentityTheftScan = scan.data;
  const scanButton = (label: string) => (
    <Button
      loading={run.isPending}
      variant={s.case ? 'light' : 'filled'}
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: () => setScannedNow(true),
          onError: (e) =>
            notify({ color: 'red', title: 'Error', message: errorMessage(e, 'Failed to scan your file') }),
        })
      }
    >
      {label}
    </Button>
  );
  const lastScan = when(s.lastScannedAt);
  const review = <FileReview userId={userId} scan={s} />;

  if (!s.case)
    return (
      <Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <IconShieldCheck size={36} color="var(--mantine-color-green-8)" aria-hidden />
            <Stack gap={6}>
              <Title order={2} fz="h3">
                {identityTheftMessages.noTheft}
              </Title>
              <Text fz="sm">
                The scan reads what you tell us about your file: accounts or inquiries you did not open,
                addresses you have never lived at, and fraud statements you did not place. Nothing you have
                marked points to identity theft.
              </Text>
              {scannedNow && (
                <Text fz="sm" fw={600} role="status">
                  {identityTheftMessages.scanned}: no signs of identity theft in what you marked.
                </Text>
              )}
              {lastScan && (
                <Text fz="xs" c="dimmed">
                  Last scan {lastScan}
                </Text>
              )}
              <Group>{scanButton('Scan my file')}</Group>
            </Stack>
          </Group>
        </Paper>
        {review}
      </Stack>
    );

  const c = s.case;
  return (
    <Stack>
      <Alert color="red" variant="light" title="Identity theft case open">
        <Text fz="sm">
          Opened {c.openedAt.slice(0, 10)} from what you marked on your file. Work through the steps in order;
          each is done once.
        </Text>
        {scannedNow && (
          <Text fz="sm" fw={600} role="status" mt={4}>
            {identityTheftMessages.scanned}: {c.fraudulentAccounts.length} item(s) and{' '}
            {c.suspiciousPatterns.length} pattern(s) found.
          </Text>
        )}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FormulaFigure
          label="Detection confidence"
          value={`${c.aiDetectionConfidence}%`}
          formula={confidenceFormula}
          estimate
        />
        <FormulaFigure
          label="Recovery progress"
          value={`${c.recoveryProgress}%`}
          formula={`Steps completed out of ${c.recoverySteps.length}.`}
        />
        <FormulaFigure
          label="Estimated completion"
          value={c.estimatedCompletionDate}
          formula="Today plus the usual time of each step not done yet."
          estimate
        />
      </SimpleGrid>
      <Progress value={c.recoveryProgress} aria-label="Recovery progress" size="md" />
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          {lastScan ? `Last scan ${lastScan}` : ''}
        </Text>
        {scanButton('Scan again')}
      </Group>
      <Tabs defaultValue="steps" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="steps">Recovery Steps</Tabs.Tab>
          <Tabs.Tab value="accounts">Fraudulent Accounts</Tabs.Tab>
          <Tabs.Tab value="patterns">Suspicious Patterns</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="steps">
          <RecoverySteps
            theftCase={c}
            onOpenItem={(key) => setDisputing(c.fraudulentAccounts.find((a) => a.key === key) ?? null)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="accounts">
          <FraudulentAccounts theftCase={c} onDispute={setDisputing} />
        </Tabs.Panel>
        <Tabs.Panel value="patterns">
          <SuspiciousPatterns patterns={c.suspiciousPatterns} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <Stack gap="sm">
            <Text fz="sm">
              Keep your FTC report, police report, letters and the bureaus’ answers together here: upload them
              on the Chat tab’s Upload Documents.
            </Text>
            {documents}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Title order={3} fz="h4" mt="md">
        Review your file
      </Title>
      {review}
      <DisputeAccountDialog theftCase={c} account={disputing} onClose={() => setDisputing(null)} />
    </Stack>
  );
}
