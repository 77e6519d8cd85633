import type { signAgreementRequest } from '@app/contracts/agreements.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agreementsKey } from './get-agreement-drafts';
import type { SignedAgreement } from './get-signed-agreements';

type SignAgreementRequest = (typeof signAgreementRequest)['_zod']['input'];

/** POST /api/agreements: stores the exact text shown (by its hash), the typed name, time, IP and browser. */
const signAgreement = (body: SignAgreementRequest) =>
  apiRequest<SignedAgreement>('POST', '/api/agreements', body);

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementsKey }),
  });
}
