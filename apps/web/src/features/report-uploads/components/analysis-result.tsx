import '@mantine/core/styles/Tabs.css';
import { bureauLabel } from '@app/contracts/bureaus';
import {
  mailingAddressFromReport,
  reportUploadMessages,
  type UploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EngineBadge } from '../../../components/engine-badge/engine-badge';
import { useConfirmReportUpload } from '../api/confirm-report-upload';
import { FoundIssuesTab } from './found-issues-tab';
import { IdentityCheckAlert } from './identity-check-alert';
import { UnreadableReportAlert } from './unreadable-report-alert';

const extractionLabels = { 'pdf-text': 'PDF text', ocr: 'Read by OCR', html: 'Saved web page' } as const;

/**
 * What the report says: the 'Issues Found' count, the score, and the Upload Reports screen's three tabs; the
 * Generate Letters tab comes from the page (letters are the dispute-letters feature's), and is left
 * out for a viewer who does not write letters (a processor).
 */
export function AnalysisResult({
  upload,
  letters,
  revealDateOfBirth,
}: {
  upload: UploadCreditReportResponse;
  letters?: ReactNode;
  /** The Reveal of the client's date of birth, from the page; none for a role never shown it. */
  revealDateOfBirth?: ReactNode;
}) {
  const a = upload.aiAnalysis;
  if (a.failure) return <UnreadableUpload upload={upload} />;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {upload.fileName}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{extractionLabels[a.extraction]}</Badge>
          <EngineBadge engine={a.engine} work="report" />
        </Group>
      </Group>
      <SimpleGrid cols={2} mb="md">
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            Issues Found
          </Text>
          <Text fz={28} fw={700}>
            {a.issuesFound.length}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            Credit Score
          </Text>
          <Text fz={28} fw={700}>
            {a.creditScore ?? '---'}
          </Text>
          {Object.keys(a.scores).length > 1 && (
            <Text size="xs" c="dimmed">
              {Object.entries(a.scores)
                .map(([b, s]) => `${bureauLabel[b as keyof typeof bureauLabel]} ${s}`)
                .join(' · ')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <IdentityCheckAlert identity={a.identity} revealDateOfBirth={revealDateOfBirth} />
      {a.message && (
        <Alert color="yellow" variant="light" mb="md">
          {a.message}
        </Alert>
      )}
      <Tabs defaultValue="issues" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="issues">Issues Found</Tabs.Tab>
          <Tabs.Tab value="recommendations">Recommendations</Tabs.Tab>
          {letters && <Tabs.Tab value="letters">Generate Letters</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="issues">
          <FoundIssuesTab
            uploadId={upload.id}
            issues={a.issuesFound}
            needsOverride={(a.identity?.mismatches.length ?? 0) > 0}
            reportAddress={mailingAddressFromReport(a.identity?.reportShows.address ?? null)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="recommendations">
          <List spacing="xs">
            {a.recommendations.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Tabs.Panel>
        {letters && <Tabs.Panel value="letters">{letters}</Tabs.Panel>}
      </Tabs>
    </Paper>
  );
}

/**
 * A report kept because it could not be read: why, the file to open, and marking it handled (which
 * takes it off the work queue; nothing is added to the client's file).
 */
function UnreadableUpload({ upload }: { upload: UploadCreditReportResponse }) {
  const handle = useConfirmReportUpload();
  const reason = upload.aiAnalysis.failure?.reason;
  if (!reason) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} size="h4" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {upload.fileName}
      </Title>
      <UnreadableReportAlert reason={reason} keptUploadId={upload.id} />
      <Group mt="md" gap="sm">
        {upload.confirmedAt || handle.isSuccess ? (
          <Badge variant="light" color="teal.9">
            Handled
          </Badge>
        ) : (
          <Button
            variant="default"
            loading={handle.isPending}
            onClick={() => handle.mutate({ uploadId: upload.id, issues: [] })}
          >
            {reportUploadMessages.markHandled}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
