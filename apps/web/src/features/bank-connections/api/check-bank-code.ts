import type { BankVerification } from '@app/contracts/bank-connections.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bank-account-connections/verification-codes/{id}/check {code}: checked on the server. */
const checkBankCode = ({ id, code }: { id: number; code: string }) =>
  apiRequest<BankVerification>('POST', `/api/bank-account-connections/verification-codes/${id}/check`, {
    code,
  });

export const useCheckBankCode = () => useMutation({ mutationFn: checkBankCode });
