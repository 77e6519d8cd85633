import { personDateTime } from '@app/contracts/common/person-dates';
import { reportReadFailures } from '@app/contracts/report-read-failures';
import type { UploadCreditReportResponse } from '@app/contracts/report-uploads.contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useReportUploads } from '../api/get-report-uploads';

/** A client's earlier uploads, so an analysis can be reviewed or confirmed later. */
export function EarlierUploads({
  userId,
  onOpen,
}: {
  userId: number;
  onOpen: (upload: UploadCreditReportResponse) => void;
}) {
  const uploads = useReportUploads(userId);
  if (!uploads.data?.length) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="h4" mb="sm">
        Earlier uploads
      </Title>
      <Stack gap="xs">
        {uploads.data.map((u) => (
          <Group key={u.id} justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {u.fileName}
              </Text>
              <Text size="sm" c="dimmed">
                {personDateTime(u.createdAt)} ·{' '}
                {u.aiAnalysis.failure
                  ? reportReadFailures[u.aiAnalysis.failure.reason].title
                  : `${u.aiAnalysis.issuesFound.length} issues found`}
              </Text>
            </div>
            <Group gap="xs">
              {u.aiAnalysis.failure ? (
                <Badge variant="light" color={u.confirmedAt ? 'teal.9' : 'red.9'}>
                  {u.confirmedAt ? 'Handled' : 'Could not be read'}
                </Badge>
              ) : (
                <Badge variant="light" color={u.confirmedAt ? 'teal.9' : 'gray'}>
                  {u.confirmedAt ? 'Confirmed' : 'Not confirmed'}
                </Badge>
              )}
              <Button size="xs" variant="default" onClick={() => onOpen(u)} aria-label={`Open ${u.fileName}`}>
                Open
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
