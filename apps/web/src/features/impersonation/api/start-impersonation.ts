import type { StartImpersonationRequest } from '@app/contracts/impersonation.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/impersonation: the browser's cookie becomes the test session's. */
const startImpersonation = (body: StartImpersonationRequest) =>
  apiRequest<unknown>('POST', '/api/admin/impersonation', body);

// Every cached read belongs to the admin: the page is loaded anew as the client, never reused.
export const useStartImpersonation = () => useMutation({ mutationFn: startImpersonation });
