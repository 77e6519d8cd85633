import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { StartImpersonationRequest } from '@app/contracts/impersonation.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/admin/impersonation: the browser's cookie becomes the test session's. */
const startImpersonation = (body: StartImpersonationRequest) => call(endpoints.startImpersonation, { body });

// Every cached read belongs to the admin: the page is loaded anew as the client, never reused.
export const useStartImpersonation = () => useMutation({ mutationFn: startImpersonation });
