import { formatUsd } from '@app/contracts/common/money';
import { type CreditIssue, creditIssueTypeLabels } from '@app/contracts/credit-issues.contract';
import {
  type AdminGenerateLetterResponse,
  adminLetterMessages,
  disputeLetterMessages,
} from '@app/contracts/dispute-letters.contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useGenerateClientLetter } from '../api/generate-client-letter';
import { ClientLetterDialog } from './client-letter-dialog';
import { letterTitle, showPrintable } from './letter-print-drafts';

function IssueRow({
  issue,
  busy,
  onGenerate,
}: {
  issue: CreditIssue;
  busy: boolean;
  onGenerate: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="letter-issue">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600}>{issue.title}</Text>
          <Text fz="sm" c="dimmed">
            {issue.creditor}
            {issue.amount ? ` · ${formatUsd(issue.amount)}` : ''}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {creditIssueTypeLabels[issue.type]}
            </Badge>
            <Badge variant="light" color="red">
              −{issue.impact} points
            </Badge>
            {issue.status !== 'ACTIVE' && (
              <Badge variant="outline" color={issue.status === 'RESOLVED' ? 'green' : 'blue'}>
                {issue.status === 'RESOLVED' ? 'Resolved' : 'Disputed'}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={onGenerate}
          loading={busy}
          disabled={issue.status === 'RESOLVED'}
          aria-label={`Generate AI Letter for ${issue.title}`}
        >
          Generate AI Letter
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * AI Dispute Letter Generator (spec 001 section 2.18): the client's issues, each with 'Generate AI
 * Letter'. The page reads the client's name and issues through the features that own them.
 */
export function ClientLetterGenerator({
  clientId,
  clientName,
  issues,
}: {
  clientId: number;
  /** Empty until the client's account is read. */
  clientName: string;
  issues: UseQueryResult<CreditIssue[]>;
}) {
  const generate = useGenerateClientLetter();
  const [working, setWorking] = useState<number | null>(null);
  const [open, setOpen] = useState<{
    issue: CreditIssue;
    draft: AdminGenerateLetterResponse;
    at: number;
  } | null>(null);
  const titleId = useId();

  const onGenerate = (issue: CreditIssue) => {
    // Opened inside the click; a tab opened after the answer arrives would be taken for a popup.
    const tab = window.open('', '_blank');
    setWorking(issue.id);
    generate.mutate(
      {
        issue: {
          id: issue.id,
          title: issue.title,
          creditor: issue.creditor,
          amount: issue.amount,
          type: issue.type,
          impact: issue.impact,
        },
        clientName: clientName || `Client #${clientId}`,
      },
      {
        onSuccess: (draft) => {
          setOpen({ issue, draft, at: Date.now() });
          showPrintable(tab, letterTitle(draft.clientName, issue), draft.letter);
          notify({
            title: adminLetterMessages.generatedTitle,
            message: adminLetterMessages.generatedBody,
            color: 'green',
          });
        },
        onError: (error) => {
          tab?.close();
          notify({
            title: disputeLetterMessages.failed,
            message:
              error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
            color: 'red',
          });
        },
        onSettled: () => setWorking(null),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb={4}>
        AI Dispute Letter Generator
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        A letter to the bureau for one of the client’s items. Saved as a dispute, it waits for the client to
        approve it before it can be mailed.
      </Text>
      {issues.isPending ? (
        <ListSkeleton label="Loading credit issues" rows={2} height={72} />
      ) : issues.isError ? (
        <ListError what="the client’s credit issues" onRetry={() => issues.refetch()} />
      ) : issues.data.length === 0 ? (
        <Text c="dimmed">{adminLetterMessages.noIssues}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {issues.data.map((issue) => (
            <IssueRow
              key={issue.id}
              issue={issue}
              busy={working === issue.id}
              onGenerate={() => onGenerate(issue)}
            />
          ))}
        </Stack>
      )}
      <ClientLetterDialog
        // Each generation opens a fresh form on its own letter.
        key={open ? `${open.issue.id}-${open.at}` : 'closed'}
        opened={open !== null}
        issue={open?.issue ?? null}
        draft={open?.draft ?? null}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
