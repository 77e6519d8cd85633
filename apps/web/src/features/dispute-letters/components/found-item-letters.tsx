import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ScrollArea.css';
import { bureauStandingLine, isDisputable } from '@app/contracts/bureau-standing-rules';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import type { FoundIssue } from '@app/contracts/report-uploads.contract';
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useGenerateClientLetter } from '../api/generate-client-letter';

const sameItem = (a: { creditor: string; type: string }, b: { creditor: string; type: string }) =>
  a.type === b.type && a.creditor.trim().toLowerCase() === b.creditor.trim().toLowerCase();

/**
 * The upload screen's Generate Letters tab. A letter is written for a stored credit issue (the letter
 * states what the stored issue says), so a found item gets its 'Generate AI Letter' button once it
 * is confirmed as one of the client's issues; the page passes the client's stored issues.
 */
export function FoundItemLetters({
  issues,
  stored,
  client,
}: {
  issues: FoundIssue[];
  stored: CreditIssue[] | undefined;
  client: { id: number; name: string };
}) {
  const generate = useGenerateClientLetter();
  const [letter, setLetter] = useState<string | null>(null);
  if (issues.length === 0) return <Text c="dimmed">No items to write letters for.</Text>;
  return (
    <Stack gap="sm">
      {issues.map((found) => {
        const issue = stored?.find((s) => sameItem(s, found));
        return (
          <Paper
            key={`${found.type}-${found.creditor}-${found.accountLast4}-${found.dateReported}-${found.amount}`}
            withBorder
            radius="md"
            p="sm"
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {found.creditor}
                </Text>
                <Text size="sm" c="dimmed">
                  {creditIssueTypeLabels[found.type]}
                  {issue ? '' : ' · confirm it in Issues Found first'}
                </Text>
                {issue?.bureauStandings
                  .filter((s) => s.state !== 'NOT_DISPUTED')
                  .map((s) => (
                    <Text key={s.bureau} size="xs">
                      {bureauStandingLine(s)}
                    </Text>
                  ))}
              </div>
              <Button
                variant="light"
                // A letter goes to a bureau that reports the item and has none for it yet.
                disabled={!issue || !isDisputable(issue)}
                loading={generate.isPending && generate.variables?.issue.id === issue?.id}
                onClick={() =>
                  issue &&
                  generate.mutate(
                    {
                      issue: {
                        id: issue.id,
                        title: issue.title,
                        creditor: issue.creditor,
                        type: issue.type,
                        amount: issue.amount,
                        impact: issue.impact,
                        description: issue.description,
                      },
                      clientName: client.name || `Client #${client.id}`,
                    },
                    {
                      onSuccess: (res) => {
                        // The letter opens here, in a dialog: a tab opened after the request would be
                        // blocked as a pop-up, and the dialog itself shows that it worked.
                        setLetter(res.letter);
                      },
                      onError: (err) =>
                        notify({
                          title: 'Error',
                          message: errorMessage(err, err.message),
                          color: 'red',
                        }),
                    },
                  )
                }
              >
                Generate AI Letter
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Modal
        opened={letter !== null}
        onClose={() => setLetter(null)}
        title="Dispute letter"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ScrollArea.Autosize mah="65vh">
          <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {letter}
          </Text>
        </ScrollArea.Autosize>
        <Group justify="flex-end" mt="md">
          <Button
            onClick={() => {
              const w = window.open('', '_blank');
              if (!w) {
                notify({
                  title: 'The print window was blocked',
                  message: 'Allow pop-ups for this site in your browser, then press Print again.',
                  color: 'red',
                });
                return;
              }
              w.document.title = 'Dispute letter';
              const pre = w.document.createElement('pre');
              pre.style.cssText = 'white-space:pre-wrap;font:12pt Georgia,serif;margin:1in';
              pre.textContent = letter;
              w.document.body.append(pre);
              w.print();
            }}
          >
            Print
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
