import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { userKeys } from '../../../lib/query-keys/users';

/** GET /api/users/{id}/date-of-birth: one's own, or a client's for an admin. */
const getDateOfBirth = (userId: number) => call(endpoints.getDateOfBirth, { params: { id: userId } });

const dateOfBirthQuery = (userId: number) =>
  queryOptions({ queryKey: userKeys.dateOfBirth(userId), queryFn: () => getDateOfBirth(userId) });

export const useDateOfBirth = (userId: number) => useQuery(dateOfBirthQuery(userId));
