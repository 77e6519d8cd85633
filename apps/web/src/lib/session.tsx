import type { LoginResponse } from '@app/contracts/auth.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { PublicUser } from '@app/contracts/users.contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { call, onAuthProblem } from './api-client';
import { signInPathNow } from './organization-address';
import { forgetPersonalStorage } from './personal-storage';
import { useQuery } from './query';
import { userKeys } from './query-keys/users';

// The session itself lives in an httpOnly cookie the page cannot read. This flag only remembers
// that a sign-in happened in this browser, so signed-out visitors are not sent to a 401 on every load.
const signedInFlagKey = 'credit-repair.signed-in';

function readSignedInFlag(): boolean {
  try {
    return localStorage.getItem(signedInFlagKey) === '1';
  } catch {
    return false;
  }
}

function writeSignedInFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(signedInFlagKey, '1');
    else localStorage.removeItem(signedInFlagKey);
  } catch {
    // Storage disabled: every load then starts signed out, which is safe.
  }
}

const currentUserQueryKey = userKeys.current();
const isCurrentUserKey = (key: readonly unknown[]) =>
  key[0] === currentUserQueryKey[0] && key[1] === currentUserQueryKey[1];

/** GET /api/users/current; a 401 means signed out (null). */
const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => call(endpoints.getCurrentUser, {}, { on401: 'null' }),
});

interface SessionValue {
  user: PublicUser | null;
  /** The server ended the session while the person was using the app. */
  expired: boolean;
  /** The password just used to sign in, kept in memory for the forced password setup only. */
  temporaryPassword: string | undefined;
  /** After a successful sign-in: loads the signed-in user. */
  establish: (login: Pick<LoginResponse, 'requiresPasswordReset'>, password: string) => Promise<void>;
  /** After the password setup: reloads the user, whose reset flag is now cleared. */
  refresh: () => Promise<void>;
  /** After sign-out (or when the server says the session is gone). */
  end: (reason?: 'signed-out' | 'expired') => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string>();
  const query = useQuery({ ...currentUserQuery, initialData: () => (readSignedInFlag() ? undefined : null) });
  const user = query.data ?? null;

  const end = useCallback(
    (reason: 'signed-out' | 'expired' = 'signed-out') => {
      writeSignedInFlag(false);
      forgetPersonalStorage();
      setTemporaryPassword(undefined);
      setExpired(reason === 'expired');
      queryClient.setQueryData(currentUserQueryKey, null);
      // Nothing of the previous person's data may stay in memory.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'public' && !isCurrentUserKey(q.queryKey),
      });
    },
    [queryClient],
  );

  useEffect(
    () =>
      onAuthProblem((problem) => {
        if (problem === 'password-reset-required') {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          return;
        }
        const wasSignedIn = queryClient.getQueryData(currentUserQueryKey) != null || readSignedInFlag();
        if (!wasSignedIn) return;
        const midUse = queryClient.getQueryData(currentUserQueryKey) != null;
        const signIn = signInPathNow(queryClient);
        end('expired');
        if (midUse) navigate(signIn, { replace: true });
      }),
    [queryClient, navigate, end],
  );

  const establish = useCallback(
    async (login: Pick<LoginResponse, 'requiresPasswordReset'>, password: string) => {
      writeSignedInFlag(true);
      setExpired(false);
      setTemporaryPassword(login.requiresPasswordReset ? password : undefined);
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    setTemporaryPassword(undefined);
    await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  }, [queryClient]);

  const value = useMemo(
    () => ({ user, expired, temporaryPassword, establish, refresh, end }),
    [user, expired, temporaryPassword, establish, refresh, end],
  );
  if (query.isPending) return fallback;
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/**
 * Once a one-time link made the account (an invited member, a company's owner): the new session,
 * which can only set up two-step sign-in until it is, then the portal's home; the link's page is
 * not theirs once signed in.
 */
export function useEnterNewAccount() {
  const { establish } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await establish({ requiresPasswordReset: false }, '');
    navigate(paths.landing, { replace: true });
  }, [establish, navigate]);
}

/** The signed-in user; only for pages the router shows to signed-in people. */
export function useSignedInUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}

/** Re-checks the session on each move between signed-in pages, so an expired one is caught early. */
export function useSessionCheckOnNavigation() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const checkedAt = useRef(pathname);
  useEffect(() => {
    if (checkedAt.current === pathname) return;
    checkedAt.current = pathname;
    void queryClient.refetchQueries({ queryKey: currentUserQueryKey, exact: true });
  }, [pathname, queryClient]);
}
