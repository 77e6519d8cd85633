import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DELETE /api/impersonation: Return to admin. */
const endImpersonation = () => call(endpoints.endImpersonation);

// The client's cached reads must not survive into the admin's page: it is loaded anew.
export const useEndImpersonation = () => useMutation({ mutationFn: endImpersonation });
