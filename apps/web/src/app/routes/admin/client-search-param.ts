import { useSearchParams } from 'react-router';
import { useFirstClientId } from '../../../features/clients/api/get-clients';

const positiveIntOrUndefined = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * The chosen client and list page live in the address (?client=&page=), so a screen can be
 * bookmarked and Back works. Without one the first client is chosen, never a fixed user id.
 */
export function useClientSearchParam({ withAllClients = false } = {}) {
  const [params, setParams] = useSearchParams();
  const first = useFirstClientId();
  const asked = positiveIntOrUndefined(params.get('client'));
  // 'All Clients' (0) means something only where the screen offers it.
  const chosen = asked === 0 && !withAllClients ? undefined : asked;
  const clientId = chosen ?? first.firstClientId;
  const page = Math.max(1, positiveIntOrUndefined(params.get('page')) ?? 1);

  return {
    clientId,
    page,
    clientsLoading: chosen === undefined && first.isPending,
    clientsError: chosen === undefined && first.isError,
    noClients: chosen === undefined && first.isSuccess && first.firstClientId === undefined,
    chooseClient: (id: number) => setParams({ client: String(id) }),
    choosePage: (p: number) => {
      const next = new URLSearchParams(params);
      next.set('page', String(p));
      if (clientId !== undefined) next.set('client', String(clientId));
      setParams(next);
    },
  };
}
