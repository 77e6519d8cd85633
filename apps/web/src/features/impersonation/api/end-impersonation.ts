import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/impersonation: Return to admin. */
const endImpersonation = () => apiRequest<{ returnedToAdmin: boolean }>('DELETE', '/api/impersonation');

// The client's cached reads must not survive into the admin's page: it is loaded anew.
export const useEndImpersonation = () => useMutation({ mutationFn: endImpersonation });
