import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { beginSessionHandover, call } from '../../../lib/api-client';

/** DELETE /api/impersonation: Return to admin. */
const endImpersonation = () => call(endpoints.endImpersonation);

/**
 * The client's cached reads must not survive into the admin's page: it is loaded anew. The test
 * session ends on the server before the answer arrives, so a read of the client's page still in
 * flight can come back 401: from the moment the exchange starts such a 401 no longer ends the
 * session on screen (which forgot the admin's sign-in too), and the way back is the mutation's own,
 * not the banner's, in case the banner is gone before the answer comes.
 */
export const useEndImpersonation = () =>
  useMutation({
    mutationFn: endImpersonation,
    onMutate: () => ({ undoHandover: beginSessionHandover() }),
    onError: (_error, _variables, started) => started?.undoHandover(),
    onSuccess: (res) => window.location.assign(res.returnedToAdmin ? paths.admin : paths.adminSignIn),
  });
