import type { MailBatchResult } from '@app/contracts/certified-mail.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { certifiedMailKeys } from '../../../lib/query-keys/certified-mail';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * POST /api/mail/batches: each letter mailed once; refused ones come back with their reason. The
 * enclosures, chosen once, go with every letter (read and masked once by the server).
 */
const mailBatch = (disputeIds: number[], enclosureIds: number[]): Promise<MailBatchResult> =>
  call(endpoints.mailLetterBatch, {
    body: { disputeIds, ...(enclosureIds.length ? { enclosureDocumentIds: enclosureIds } : {}) },
  });

export function useMailLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeIds, enclosureIds }: { disputeIds: number[]; enclosureIds: number[] }) =>
      mailBatch(disputeIds, enclosureIds),
    // Mailed letters leave "to mail" and become sent: every dispute list and every piece changes.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: disputeKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: certifiedMailKeys.all });
    },
  });
}
