import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { RecordTheftSignalRequest } from '@app/contracts/identity-theft.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** POST /api/identity-theft-signals: "not mine" on an item, or an address or fraud statement seen on the report. */
const recordTheftSignal = (body: RecordTheftSignalRequest) =>
  call(endpoints.recordIdentityTheftSignal, { body });

export function useRecordTheftSignal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTheftSignal,
    onSuccess: (scan) => queryClient.setQueryData(identityTheftKeys.scan(userId), scan),
  });
}
