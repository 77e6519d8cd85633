import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/notices/unsubscribe: the e-mail link's token turns that kind off, signed in or not. */
const unsubscribe = (token: string) => call(endpoints.unsubscribeFromNotices, { body: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
