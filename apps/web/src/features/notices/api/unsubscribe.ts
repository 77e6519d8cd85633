import type { UnsubscribeResult } from '@app/contracts/notices.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/notices/unsubscribe: the e-mail link's token turns that kind off, signed in or not. */
const unsubscribe = (token: string) =>
  apiRequest<UnsubscribeResult>('POST', '/api/notices/unsubscribe', { token });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
