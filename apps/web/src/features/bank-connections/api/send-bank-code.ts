import type { BankVerification } from '@app/contracts/bank-connections.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bank-account-connections/verification-codes: e-mails a code to the person. */
const sendBankCode = () =>
  apiRequest<BankVerification>('POST', '/api/bank-account-connections/verification-codes', {});

export const useSendBankCode = () => useMutation({ mutationFn: sendBankCode });
