import type { DateOfBirthOnFile } from '@app/contracts/users.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';

/** GET /api/users/{id}/date-of-birth: one's own, or a client's for an admin. */
const getDateOfBirth = (userId: number) =>
  apiGetRequired<DateOfBirthOnFile>(`/api/users/${userId}/date-of-birth`);

const dateOfBirthQuery = (userId: number) =>
  queryOptions({ queryKey: userKeys.dateOfBirth(userId), queryFn: () => getDateOfBirth(userId) });

export const useDateOfBirth = (userId: number) => useQuery(dateOfBirthQuery(userId));
