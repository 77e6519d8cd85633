import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** GET /api/bank-account-connections: the signed-in person's accounts (last 4 digits only). */
const getBankConnections = () => call(endpoints.getBankConnections);

export const useBankConnections = () =>
  useQuery(queryOptions({ queryKey: bankConnectionKeys.list(), queryFn: getBankConnections }));
