import { bureauLabel } from '@app/contracts/bureaus';
import { personDateTime } from '@app/contracts/common/person-dates';
import type { Dispute } from '@app/contracts/disputes.contract';
import { canUndoFollowUp, followUpAnswerLabels, followUpMessages } from '@app/contracts/follow-up-completion';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useUndoFollowUpCompletion } from '../api/complete-follow-up';
import type { FollowUpDispute } from './complete-follow-up-dialog';

// The dialog holds the form and its rules (the schema library): the dashboard shows this button on
// its first load, so the dialog is fetched only when it is opened.
const CompleteFollowUpDialog = lazy(() =>
  import('./complete-follow-up-dialog').then((m) => ({ default: m.CompleteFollowUpDialog })),
);

/** Mark Completed on one dispute's due follow-up: asks what the bureau said, then clears it everywhere. */
export function CompleteFollowUpButton({ dispute }: { dispute: FollowUpDispute }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color="dark"
        variant="white"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
        aria-label={`Mark Completed: follow-up for ${dispute.issueTitle} at ${bureauLabel[dispute.bureau]}`}
      >
        Mark Completed
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CompleteFollowUpDialog dispute={dispute} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** A completed follow-up: when, what the bureau said, and Undo while the day lasts. */
export function CompletedFollowUp({
  dispute,
  now = new Date(),
}: {
  dispute: Pick<Dispute, 'id' | 'issueTitle' | 'followUpCompletedAt' | 'followUpAnswer'>;
  now?: Date;
}) {
  const undo = useUndoFollowUpCompletion();
  if (!dispute.followUpCompletedAt) return null;
  const answer = dispute.followUpAnswer ? ` · ${followUpAnswerLabels[dispute.followUpAnswer]}` : '';
  const run = async () => {
    try {
      await undo.mutateAsync(dispute.id);
      notify({ title: followUpMessages.undone, message: dispute.issueTitle, color: 'blue' });
    } catch (e) {
      notify({
        title: followUpMessages.undoFailed,
        message: errorMessage(e, 'Please try again.'),
        color: 'red',
      });
    }
  };
  return (
    <Group gap="xs" data-testid="follow-up-completed">
      <Text fz="sm">{`Follow-up completed ${personDateTime(dispute.followUpCompletedAt)}${answer}`}</Text>
      {canUndoFollowUp(dispute.followUpCompletedAt, now) && (
        <Button size="compact-xs" variant="subtle" onClick={run} loading={undo.isPending}>
          Undo
          <VisuallyHidden>{` the follow-up for ${dispute.issueTitle}`}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}
