import type { SignAgreementRequest, SignedAgreement } from '@app/contracts/agreements.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agreementKeys } from '../../../lib/query-keys/agreements';

/** POST /api/agreements: stores the exact text shown (by its hash), the typed name, time, IP and browser. */
const signAgreement = (body: SignAgreementRequest) =>
  apiRequest<SignedAgreement>('POST', '/api/agreements', body);

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
