import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { certifiedMailKeys } from '../../../lib/query-keys/certified-mail';

/** GET /api/disputes/{id}/mail: the mailed letter's status, cost, events and receipt rule (404: not mailed from here). */
const getMailedLetter = (id: number) => call(endpoints.getMailedLetter, { params: { id } });

export const useMailedLetter = (id: number) =>
  useQuery({
    queryKey: certifiedMailKeys.piece(id),
    queryFn: () => getMailedLetter(id),
    retry: false,
    // Tracking flows in by itself; a minute is fresh enough for a page left open. A letter not
    // mailed from the product (404) is not asked again.
    refetchInterval: (query) => (query.state.data ? 60_000 : false),
  });
