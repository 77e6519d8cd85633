import { personDate } from '@app/contracts/common/person-dates';
import { loanDocumentKindLabels } from '@app/contracts/student-loans.contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { loanDocumentPdfUrl, useLoanDocuments } from '../api/get-loan-documents';

/** Documents tab: the letters of negotiations and tips, each a PDF to download. */
export function LoanDocuments() {
  const documents = useLoanDocuments();
  if (documents.isPending) return <ListSkeleton label="Loading your documents" />;
  if (documents.isError) return <ListError what="your documents" onRetry={() => documents.refetch()} />;
  if (documents.data.length === 0) {
    return (
      <EmptyState icon={IconFileText} title="No Documents Generated">
        Starting a negotiation or following an optimization tip writes its letter here, ready to download.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {documents.data.map((d) => (
        <Paper key={d.id} withBorder radius="lg" p="md" component="article">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700}>{d.title}</Text>
              <Text fz="sm" c="dimmed">
                {loanDocumentKindLabels[d.kind]} · {personDate(d.createdAt)}
              </Text>
            </Stack>
            <Button
              component="a"
              href={loanDocumentPdfUrl(d.id)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={`Download ${d.title} (PDF)`}
            >
              Download PDF
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
