import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/bank-account-connections/verification-codes/{id}/check {code}: checked on the server. */
const checkBankCode = ({ id, code }: { id: number; code: string }) =>
  call(endpoints.checkBankVerificationCode, {
    params: { id },
    body: {
      code,
    },
  });

export const useCheckBankCode = () => useMutation({ mutationFn: checkBankCode });
