import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useUpdateFromTracking } from '../api/update-from-tracking';
import { readableStatus } from './tracking-status-text';

/** Asks the postal service now and applies its answer; the toast names the dispute's new status. */
export function RefreshTrackingButton({ disputeId, label }: { disputeId: number; label: string }) {
  const refresh = useUpdateFromTracking();
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={refresh.isPending}
      aria-label={`Refresh tracking of ${label}`}
      onClick={() =>
        refresh.mutate(disputeId, {
          onSuccess: ({ dispute }) =>
            notify({
              color: 'green',
              title: 'Dispute Updated',
              message: `Dispute status updated to: ${readableStatus(dispute.status)}`,
            }),
          onError: (error) =>
            notify({
              color: 'red',
              title: 'Update Failed',
              message: errorMessage(error, 'Failed to update dispute from tracking'),
            }),
        })
      }
    >
      Refresh
    </Button>
  );
}
