import type { BureauAnalysis, BureauResponse } from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { Alert, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy, IconFilePlus } from '@tabler/icons-react';
import { EngineBadge } from '../../../components/engine-badge/engine-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useStartNextRound } from '../api/start-next-round';

/** The round after the linked dispute, if one was already created (the same issue and bureau). */
function nextRoundOf(linked: Dispute | undefined, disputes: Dispute[]) {
  if (!linked) return undefined;
  return disputes.find(
    (d) =>
      d.issueId === linked.issueId && d.bureau === linked.bureau && d.roundNumber === linked.roundNumber + 1,
  );
}

function RoundCreated({ dispute }: { dispute: Dispute }) {
  return (
    <Alert
      color="teal"
      variant="light"
      title={`Round ${dispute.roundNumber} dispute created`}
      data-testid="next-round"
    >
      <Text fz="sm">
        {`${bureauLabel[dispute.bureau]}, ${dispute.issueTitle}: round ${dispute.roundNumber} with this letter.`}
        {dispute.consumerApprovedAt
          ? ' It can be mailed now.'
          : ' The client approves the letter before it is mailed; then add its tracking number.'}
      </Text>
    </Alert>
  );
}

/** The Next Steps tab: the drafted next letter (read-only, copyable) and the one action, the next round. */
export function NextStepsPanel({
  response,
  analysis,
  disputes,
}: {
  response: BureauResponse;
  analysis: BureauAnalysis;
  disputes: Dispute[] | undefined;
}) {
  const start = useStartNextRound();
  const linked = disputes?.find((d) => d.id === response.disputeId);
  const created = start.data ?? nextRoundOf(linked, disputes ?? []);
  const template = analysis.nextDisputeTemplate.trim();

  if (!template) {
    return (
      <Stack gap="sm">
        <EngineBadge engine={analysis.engine} work="analysis" />
        <Alert color="teal" variant="light" title="No further letter is due">
          <Text fz="sm">
            Nothing to dispute again for this answer. Follow the recommended actions in the Analysis tab.
          </Text>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <EngineBadge engine={analysis.engine} work="analysis" />
        <CopyButton value={analysis.nextDisputeTemplate}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy letter'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Textarea
        label="Next dispute letter"
        description="Drafted from this answer; it becomes the next round's letter."
        value={analysis.nextDisputeTemplate}
        readOnly
        autosize
        minRows={8}
        maxRows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      {created ? (
        <RoundCreated dispute={created} />
      ) : !response.disputeId ? (
        <Text fz="sm" c="dimmed">
          This answer is not linked to a dispute, so no next round can start from it. Copy the letter, or
          record the answer again with its dispute.
        </Text>
      ) : (
        <Button
          leftSection={<IconFilePlus size={18} aria-hidden />}
          loading={start.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            start.mutate(response.id, {
              onSuccess: (d) =>
                notify({
                  color: 'green',
                  title: 'Next Round Created',
                  message: `Round ${d.roundNumber} dispute created for ${d.issueTitle} (${bureauLabel[d.bureau]}).`,
                }),
              onError: (error) =>
                notify({
                  color: 'red',
                  title: 'Error',
                  message: errorMessage(error, 'Failed to create the next-round dispute'),
                }),
            })
          }
        >
          Create next-round dispute
        </Button>
      )}
    </Stack>
  );
}
