import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { signInPathNow } from '../../../lib/organization-address';
import { useSession } from '../../../lib/session';

/** POST /api/auth/logout; the response body is not read. */
const logout = () => call(endpoints.signOut);

/** Signs out on the server, forgets the person here, and returns to their company's sign-in. */
export function useLogout() {
  const { end } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Even if the server call fails (session already gone, network down), this browser signs out.
    onSettled: () => {
      // Read before the session ends: a company reached at the platform's host keeps its own page.
      const signIn = signInPathNow(queryClient);
      end('signed-out');
      navigate(signIn, { replace: true });
    },
  });
}
