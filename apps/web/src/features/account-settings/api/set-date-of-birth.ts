import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { SetDateOfBirthRequest } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';

/** PUT /api/users/{id}/date-of-birth {dateOfBirth}: null removes it. */
const setDateOfBirth = ({ userId, ...body }: SetDateOfBirthRequest & { userId: number }) =>
  call(endpoints.setDateOfBirth, { params: { id: userId }, body });

export function useSetDateOfBirth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDateOfBirth,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(userKeys.dateOfBirth(userId), saved),
  });
}
