import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';

/** GET /api/admin/outcome-results: the organization's results by bureau, creditor, letter type and round. */
const getOutcomeResults = () => call(endpoints.getOutcomeResults);

export const useOutcomeResults = () =>
  useQuery({ queryKey: disputeOutcomeKeys.results(), queryFn: getOutcomeResults, staleTime: 60_000 });
