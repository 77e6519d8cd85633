import { browserTimeZone } from '@app/contracts/common/person-dates';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * PATCH /api/disputes/{id}/delivery: starts the 14-day follow-up and the bureau's 30 days. The day
 * is one of the person's calendar, so their zone goes with it ("today" at 8 p.m. in New York).
 */
const confirmDelivery = ({ id, deliveryDate }: { id: number; deliveryDate: string }) =>
  call(endpoints.setDisputeDelivery, {
    params: { id },
    body: { deliveryDate, timeZone: browserTimeZone() },
  });

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
