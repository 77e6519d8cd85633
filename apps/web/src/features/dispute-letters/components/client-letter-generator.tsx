import {
  disputableBureaus,
  isDisputable,
  issueStanding,
  issueStandingLabels,
} from '@app/contracts/bureau-standing-rules';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { formatUsd } from '@app/contracts/common/money';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import {
  type DraftLettersResponse,
  isOpenDispute,
  letterBatchMessages,
  openDisputeStage,
} from '@app/contracts/dispute-batch.contract';
import {
  type AdminGenerateLetterResponse,
  adminLetterMessages,
  disputeLetterMessages,
} from '@app/contracts/dispute-letters.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import { Alert, Badge, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFiles, IconSparkles } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useGenerateClientLetter } from '../api/generate-client-letter';
import { ClientLetterDialog } from './client-letter-dialog';
import { LetterBatchDialog } from './letter-batch-dialog';
import { letterTitle, showPrintable } from './letter-print-drafts';

function IssueRow({
  issue,
  open,
  busy,
  selected,
  onSelect,
  onGenerate,
  revealAccount,
}: {
  issue: CreditIssue;
  /** The full account number on a reveal with a reason; none for a role never shown it. */
  revealAccount?: ReactNode;
  /** Where the item is already under dispute, and how far it has gone. */
  open: Map<Bureau, string>;
  busy: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onGenerate: () => void;
}) {
  const free = disputableBureaus(issue).filter((b) => !open.has(b));
  const disputable = free.length > 0;
  const standing = issueStanding(issue);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="letter-issue">
      <Group justify="space-between" align="center" gap="sm">
        <Checkbox
          checked={selected && disputable}
          disabled={!disputable}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={`Include ${issue.title} in the letters`}
        />
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={600}>{issue.title}</Text>
          <Text fz="sm" c="dimmed">
            {issue.creditor}
            {issue.amount ? ` · ${formatUsd(issue.amount)}` : ''}
          </Text>
          {issue.accountNumberLast4 && (
            <Group gap="xs" wrap="wrap">
              <Text fz="sm" c="dimmed">
                Account ending {issue.accountNumberLast4}
              </Text>
              {revealAccount}
            </Group>
          )}
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {creditIssueTypeLabels[issue.type]}
            </Badge>
            <Badge variant="light" color="red">
              −{issue.impact} points
            </Badge>
            {standing !== 'NOT_DISPUTED' && (
              <ToneBadge
                color={standing === 'RESOLVED' ? 'teal' : standing === 'DRAFTED' ? 'yellow' : 'blue'}
                // Yellow letters on their own light tint fail contrast: the badge writes in dark.
                c={standing === 'DRAFTED' ? 'dark.7' : undefined}
              >
                {issueStandingLabels[standing]}
              </ToneBadge>
            )}
          </Group>
          {open.size > 0 && (
            <Stack gap={2} mt={4} data-testid="open-disputes">
              {[...open].map(([b, stage]) => (
                <Text key={b} fz="xs">
                  <Text span fw={600} fz="xs">
                    {bureauLabel[b]}:
                  </Text>{' '}
                  {stage}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        {disputable ? (
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={onGenerate}
            loading={busy}
            aria-label={`Generate AI Letter for ${issue.title}`}
          >
            Generate AI Letter
          </Button>
        ) : (
          <Text fz="sm" c="dimmed" maw="12rem">
            {issue.status === 'RESOLVED'
              ? 'Resolved: nothing to dispute'
              : 'Under dispute at every bureau that reports it'}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

function BatchResult({ result }: { result: DraftLettersResponse }) {
  return (
    <Alert
      color="brand"
      icon={<IconCircleCheck aria-hidden />}
      title={letterBatchMessages.drafted(result.created.length)}
      role="status"
      mb="md"
    >
      <Text fz="sm">{letterBatchMessages.draftedBody}</Text>
      {result.skipped.length > 0 && (
        <>
          <Text fz="sm" fw={600} mt="xs">
            Skipped
          </Text>
          <List fz="sm" spacing={2}>
            {result.skipped.map((s) => (
              <List.Item key={`${s.issueId}-${s.bureau}`}>
                {s.issueTitle}: {s.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

/**
 * AI Dispute Letter Generator: the client's issues, each with 'Generate AI
 * Letter'. The page reads the client's name and issues through the features that own them.
 */
export function ClientLetterGenerator({
  clientId,
  clientName,
  issues,
  disputes,
  revealAccount,
}: {
  clientId: number;
  /** Empty until the client's account is read. */
  clientName: string;
  issues: UseQueryResult<CreditIssue[]>;
  /** The client's disputes, read by the page through the disputes feature; undefined while loading. */
  disputes: Dispute[] | undefined;
  /** The Reveal of an item's full account number, from the page; none for a role never shown it. */
  revealAccount?: (issue: CreditIssue) => ReactNode;
}) {
  const generate = useGenerateClientLetter();
  const [result, setResult] = useState<DraftLettersResponse | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [batchError, setBatchError] = useState<string | null>(null);
  const openByIssue = new Map<number, Map<Bureau, string>>();
  for (const d of disputes ?? []) {
    if (!isOpenDispute(d)) continue;
    const byBureau = openByIssue.get(d.issueId) ?? new Map<Bureau, string>();
    byBureau.set(d.bureau, openDisputeStage(d));
    openByIssue.set(d.issueId, byBureau);
  }
  const noneOpen = new Map<Bureau, string>();
  const toggle = (issueId: number, on: boolean) => {
    setBatchError(null);
    setChosen((ids) => (on ? [...new Set([...ids, issueId])] : ids.filter((id) => id !== issueId)));
  };
  const chosenIssues = (issues.data ?? []).filter((i) => chosen.includes(i.id) && isDisputable(i));
  const onDraftMany = () => {
    if (chosenIssues.length === 0) {
      setBatchError(letterBatchMessages.chooseItem);
      return;
    }
    setBatchOpen(true);
  };
  const onBatchSaved = (answer: DraftLettersResponse) => {
    setResult(answer);
    setChosen([]);
    setBatchOpen(false);
    notify({
      title: letterBatchMessages.drafted(answer.created.length),
      message: letterBatchMessages.draftedBody,
      color: 'green',
    });
  };
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
            message: errorMessage(error, 'Please try again.'),
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
        A letter to the bureau for one of the client’s items, or tick several items and draft the letters to
        every chosen bureau at once. Saved as disputes, they wait for the client to approve them before they
        can be mailed. An item already under dispute at a bureau shows where it stands instead.
      </Text>
      {result && <BatchResult result={result} />}
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
              open={openByIssue.get(issue.id) ?? noneOpen}
              busy={working === issue.id}
              selected={chosen.includes(issue.id)}
              onSelect={(on) => toggle(issue.id, on)}
              onGenerate={() => onGenerate(issue)}
              revealAccount={issue.accountNumberLast4 ? revealAccount?.(issue) : undefined}
            />
          ))}
        </Stack>
      )}
      {issues.data && issues.data.length > 0 && (
        <Paper withBorder radius="md" p="sm" mt="md" bg="var(--mantine-color-gray-0)">
          <Stack gap="sm">
            {batchError && (
              <Text fz="sm" c="red.8" role="alert">
                {batchError}
              </Text>
            )}
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed">
                {chosenIssues.length === 0
                  ? 'Tick the items to include.'
                  : `${chosenIssues.length} ${chosenIssues.length === 1 ? 'item' : 'items'} chosen; one letter per item and bureau.`}
              </Text>
              <Button onClick={onDraftMany} leftSection={<IconFiles size={16} aria-hidden />}>
                Draft letters for chosen items
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <LetterBatchDialog
        opened={batchOpen}
        clientId={clientId}
        clientName={clientName}
        issues={chosenIssues}
        onClose={() => setBatchOpen(false)}
        onSaved={onBatchSaved}
      />
      <ClientLetterDialog
        // Each generation opens a fresh form on its own letter.
        key={open ? `${open.issue.id}-${open.at}` : 'closed'}
        opened={open !== null}
        issue={open?.issue ?? null}
        bureaus={
          open ? disputableBureaus(open.issue).filter((b) => !openByIssue.get(open.issue.id)?.has(b)) : []
        }
        draft={open?.draft ?? null}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
