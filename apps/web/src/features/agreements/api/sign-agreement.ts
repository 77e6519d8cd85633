import type { SignAgreementRequest } from '@app/contracts/agreements.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agreementKeys } from '../../../lib/query-keys/agreements';

/** POST /api/agreements: stores the exact text shown (by its hash), the typed name, time, IP and browser. */
const signAgreement = (body: SignAgreementRequest) => call(endpoints.signAgreement, { body });

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
