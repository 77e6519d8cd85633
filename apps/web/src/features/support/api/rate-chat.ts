import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { SatisfactionRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/chat/satisfaction: the stars the person chose (1 to 5). */
const rateChat = (body: SatisfactionRequest) => call(endpoints.rateSupportChat, { body });

export function useRateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateChat,
    onSuccess: (_, body) =>
      queryClient.invalidateQueries({ queryKey: supportKeys.transcript(body.sessionId) }),
  });
}
