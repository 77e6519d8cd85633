import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';

/** DELETE /api/impersonation: Return to admin. */
const endImpersonation = () => call(endpoints.endImpersonation);

/**
 * The client's cached reads must not survive into the admin's page: it is loaded anew. The way back
 * is the mutation's own, not the banner's: the test session ends on the server before the answer
 * arrives, so a read of the client's page still in flight can come back 401 and end the session on
 * screen, taking the banner (and any callback it gave) away before the admin's page is loaded.
 */
export const useEndImpersonation = () =>
  useMutation({
    mutationFn: endImpersonation,
    onSuccess: (res) => window.location.assign(res.returnedToAdmin ? paths.admin : paths.adminSignIn),
  });
