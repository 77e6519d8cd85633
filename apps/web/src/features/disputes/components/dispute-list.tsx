import { bureauLabel } from '@app/contracts/bureaus';
import { personDate } from '@app/contracts/common/person-dates';
import { type BatchApprovalResponse, batchApprovalMessages } from '@app/contracts/dispute-batch.contract';
import { disputeLetterTypeLabels, disputeReasonLabels } from '@app/contracts/dispute-letters.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import { localIsoDate } from '@app/contracts/follow-up';
import { type LetterHoldCode, letterMailerLabels } from '@app/contracts/letter-readiness';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileText, IconMailbox } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useDisputes } from '../api/get-disputes';
import { useLetterReadiness } from '../api/get-letter-readiness';
import { letterPdfUrl } from '../api/letter-pdf-url';
import { BatchLetterApproval } from './batch-letter-approval';
import { LetterApproval } from './letter-approval';
import { LetterDialog } from './letter-dialog';
import { LetterHoldNotice } from './letter-hold-notice';
import {
  approvalTargetId,
  batchApprovalTargetId,
  disputeTargetId,
  useOpenRequestedDispute,
} from './requested-dispute';

const awaitsApproval = (d: Dispute) => d.consumerApprovedAt === null && d.status === 'PENDING';

/** The mail tracking of one dispute; the page supplies it from the mail-tracking feature. */
type TrackingSlot = (dispute: Dispute, today: string) => ReactNode;

/** Until it is mailed, who puts an approved letter in the mail: the person, or their specialist. */
function mailingStep(dispute: Dispute, today: string, tracking: TrackingSlot) {
  if (dispute.mailedBy === 'COMPANY' && dispute.status === 'PENDING' && !dispute.uspsTrackingNumber) {
    return (
      <Text fz="sm" c="dimmed" data-testid="letter-mailer">
        {letterMailerLabels.COMPANY.client}: you see its tracking here once it is mailed.
      </Text>
    );
  }
  return tracking(dispute, today);
}

function DisputeCard({
  dispute,
  today,
  tracking,
  onView,
  held,
}: {
  dispute: Dispute;
  today: string;
  tracking: TrackingSlot;
  onView: () => void;
  held: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={`dispute-${dispute.id}-title`}
      data-testid="dispute-card"
      id={disputeTargetId(dispute.id)}
      tabIndex={-1}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="md" id={`dispute-${dispute.id}-title`}>
              {dispute.issueTitle} · {bureauLabel[dispute.bureau]}
            </Title>
            <Text fz="sm" c="dimmed">
              {dispute.creditor} · created {personDate(dispute.createdAt)}
            </Text>
          </Stack>
          {dispute.roundNumber > 1 && (
            <Badge variant="light" color="grape">
              Round {dispute.roundNumber}
            </Badge>
          )}
        </Group>
        <Text fz="sm">
          {disputeLetterTypeLabels[dispute.letterType]} · {disputeReasonLabels[dispute.reason]}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} aria-hidden />}
            onClick={onView}
          >
            {dispute.letterGenerated ? 'View AI Letter' : 'View Letter'}
          </Button>
          {/* Both act on the same letter, so both look alike; the PDF is a real link so it can be saved. */}
          <Button
            component="a"
            href={letterPdfUrl(dispute.id)}
            download
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            Download PDF
            <VisuallyHidden>{` of the letter for ${dispute.issueTitle} to ${bureauLabel[dispute.bureau]}`}</VisuallyHidden>
          </Button>
        </Group>
        {/* Until the consumer approves a drafted letter it cannot be mailed, so there is nothing to track. */}
        {awaitsApproval(dispute) ? (
          <LetterApproval dispute={dispute} held={held} />
        ) : (
          mailingStep(dispute, today, tracking)
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The Disputes tab: each dispute with its letter and its USPS tracking card. `userId` is the
 * person's own id (what holds their letters back is read for it); `holdAction` is the page's way
 * to clear a hold (the address form, a link to sign).
 */
export function DisputeList({
  canAct,
  tracking,
  userId,
  holdAction,
}: {
  canAct: boolean;
  tracking: TrackingSlot;
  userId?: number;
  holdAction?: (hold: LetterHoldCode) => ReactNode;
}) {
  const disputes = useDisputes();
  const readiness = useLetterReadiness(userId);
  const hold = readiness.data?.hold ?? null;
  const [viewing, setViewing] = useState<Dispute | null>(null);
  const [answered, setAnswered] = useState<BatchApprovalResponse | null>(null);
  const today = localIsoDate();
  // A letter with the person's change request waits for the specialist's revision, not for them.
  const awaiting = (disputes.data ?? []).filter((d) => awaitsApproval(d) && !d.changeRequest);
  const batched = awaiting.length > 1 && !hold;
  useOpenRequestedDispute(disputes.data, (d) =>
    batched && awaiting.some((a) => a.id === d.id)
      ? batchApprovalTargetId
      : awaitsApproval(d)
        ? approvalTargetId(d.id)
        : disputeTargetId(d.id),
  );

  if (disputes.isPending) return <ListSkeleton label="Loading disputes" />;
  if (disputes.isError) return <ListError what="your disputes" onRetry={() => disputes.refetch()} />;
  if (disputes.data.length === 0)
    return (
      <EmptyState icon={IconMailbox} title="No disputes yet">
        {canAct
          ? 'Dispute an item from the Issues tab: its letter and mail tracking will show here.'
          : 'Disputes your credit specialist files for you will show here with their mail tracking.'}
      </EmptyState>
    );

  return (
    <>
      {awaiting.length > 0 && (
        <LetterHoldNotice readiness={readiness.data} action={hold ? holdAction?.(hold.code) : undefined} />
      )}
      {/* Several letters waiting: one step answers them all, each with its own attestation. */}
      {answered && (
        <Alert
          color="brand"
          icon={<IconCircleCheck aria-hidden />}
          role="status"
          mb="md"
          title={batchApprovalMessages.done(answered.approved.length, answered.declined.length)}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setAnswered(null)}
        >
          {batchApprovalMessages.doneBody}
        </Alert>
      )}
      {batched && (
        <BatchLetterApproval
          key={awaiting.map((d) => d.id).join('-')}
          letters={awaiting}
          onView={setViewing}
          onAnswered={setAnswered}
        />
      )}
      <SimpleGrid mt={awaiting.length > 1 ? 'md' : undefined} cols={{ base: 1, lg: 2 }} spacing="md">
        {/* Letters waiting for the person's approval come first: they are what needs them. */}
        {[...disputes.data]
          .sort((a, b) => Number(awaitsApproval(b)) - Number(awaitsApproval(a)))
          .map((d) => (
            <DisputeCard
              key={d.id}
              dispute={d}
              today={today}
              tracking={tracking}
              onView={() => setViewing(d)}
              held={hold !== null}
            />
          ))}
      </SimpleGrid>
      <LetterDialog dispute={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
