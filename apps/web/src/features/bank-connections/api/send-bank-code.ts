import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/bank-account-connections/verification-codes: e-mails a code to the person. */
const sendBankCode = () => call(endpoints.sendBankVerificationCode, { body: {} });

export const useSendBankCode = () => useMutation({ mutationFn: sendBankCode });
