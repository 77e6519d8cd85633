import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/auth/logout; the response body is not read. */
const logout = () => call(endpoints.signOut);

/** Signs out on the server, forgets the person here, and returns to sign-in. */
export function useLogout() {
  const { end } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Even if the server call fails (session already gone, network down), this browser signs out.
    onSettled: () => {
      end('signed-out');
      navigate(paths.login, { replace: true });
    },
  });
}
