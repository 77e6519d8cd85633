import '@mantine/core/styles/Timeline.css';
import { mailMessages } from '@app/contracts/certified-mail.contract';
import { formatPriceCents } from '@app/contracts/common/money';
import { personDate, personDateTime } from '@app/contracts/common/person-dates';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { ListSkeleton } from '../../../components/list-states/list-states';
import { useMailedLetter } from '../api/get-mailed-letter';
import { mailEvidenceUrl } from '../api/mail-evidence-url';
import { useMarkMailHandled } from '../api/mark-mail-handled';

/**
 * A letter mailed from the product: where it is, its events as they arrive, which rule started the
 * bureau's 30 days, and the evidence packet. Says nothing for a letter mailed by hand.
 */
export function MailedLetterCard({
  disputeId,
  canHandle = false,
}: {
  disputeId: number;
  /** The professional's view: a returned letter or delivery issue can be marked handled here. */
  canHandle?: boolean;
}) {
  const piece = useMailedLetter(disputeId);
  const titleId = useId();
  if (piece.isPending) return <ListSkeleton label="Loading the mailed letter" rows={2} height={32} />;
  if (piece.isError) return null;
  const p = piece.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id={titleId}>
            Certified mail
          </Title>
          <Badge
            variant="outline"
            color={p.provider === 'simulated' ? 'gray.7' : 'blue.8'}
            style={{ textTransform: 'none' }}
          >
            {p.providerLabel}
          </Badge>
        </Group>
        <Text fz="sm">
          <b>{p.statusLabel}</b>
          {p.trackingNumber ? ` · certified number ${p.trackingNumber}` : ''}
          {` · ${p.pages} pages · cost ${formatPriceCents(p.costCents)}`}
        </Text>
        {p.enclosures.length > 0 && (
          <Text fz="sm" data-testid="mailed-enclosures">
            {`Enclosed: ${p.enclosures.map((e) => `${e.title}${e.masked ? ' (numbers covered to the last 4 digits)' : ''}`).join(', ')}`}
          </Text>
        )}
        {/* The provider's own error text is for the logs, never the screen. */}
        {p.status === 'QUEUED' && p.lastError && (
          <Text fz="sm" c="orange.9">
            {mailMessages.queued}
          </Text>
        )}
        {p.needsAttention && canHandle && (
          <AttentionNotice disputeId={disputeId} returned={p.status === 'RETURNED_TO_SENDER'} />
        )}
        {p.receivedOn && p.receiptRuleText && (
          <Text fz="sm">
            Received by the bureau on <b>{personDate(p.receivedOn)}</b>. {p.receiptRuleText} The 14-day
            follow-up and the bureau’s 30 days run from that day.
          </Text>
        )}
        {p.events.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No tracking event yet. Events appear here as the carrier scans the letter.
          </Text>
        ) : (
          <Timeline active={p.events.length - 1} bulletSize={14} lineWidth={2} aria-label="Tracking events">
            {[...p.events].reverse().map((e) => (
              <Timeline.Item key={`${e.type}-${e.occurredAt}`} title={e.label}>
                <Text fz="xs" c="dimmed">
                  {personDateTime(e.occurredAt)}
                  {e.location ? ` · ${e.location}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {p.mailedAt && (
          <Group>
            <Button
              component="a"
              href={mailEvidenceUrl(disputeId)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download the evidence packet (PDF)
            </Button>
            <Text fz="xs" c="dimmed">
              The printed letter, its enclosures, the return receipt and every event, each with a fingerprint
              that proves it is unchanged.
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A returned letter or a carrier's issue: what to do, and marking it handled (it leaves the work queue). */
function AttentionNotice({ disputeId, returned }: { disputeId: number; returned: boolean }) {
  const handled = useMarkMailHandled(disputeId);
  return (
    <Alert color="orange" variant="light" title={returned ? 'Returned to sender' : 'Delivery issue'}>
      <Stack gap="xs">
        <Text fz="sm" c="dark.7">
          {returned
            ? 'The letter came back. Check the client’s address, mail the letter again, then mark this handled.'
            : 'The carrier reported a problem with this letter. Check its tracking, then mark this handled.'}
        </Text>
        <Group>
          <Button
            size="sm"
            variant="light"
            color="orange.9"
            loading={handled.isPending}
            onClick={() => handled.mutate()}
          >
            Mark handled
          </Button>
          {handled.isError && (
            <Text fz="sm" c="red.8" role="alert">
              It could not be marked handled. Try again.
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
