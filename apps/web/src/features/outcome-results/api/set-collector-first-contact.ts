import type { SetCollectorFirstContactRequest } from '@app/contracts/credit-issues.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';

/** PUT /api/credit-issues/{id}/collector-first-contact: the day a collector first made contact, or null. */
const setCollectorFirstContact = (issueId: number, body: SetCollectorFirstContactRequest) =>
  call(endpoints.setCollectorFirstContact, { params: { id: issueId }, body });

export function useSetCollectorFirstContact(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issueId, ...body }: SetCollectorFirstContactRequest & { issueId: number }) =>
      setCollectorFirstContact(issueId, body),
    // The day decides the validation suggestion, and the item shows it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeOutcomeKeys.nextRound(userId) }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
