import type { BankConnection } from '@app/contracts/bank-connections.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** GET /api/bank-account-connections: the signed-in person's accounts (last 4 digits only). */
const getBankConnections = () => apiGetRequired<BankConnection[]>('/api/bank-account-connections');

export const useBankConnections = () =>
  useQuery(queryOptions({ queryKey: bankConnectionKeys.list(), queryFn: getBankConnections }));
