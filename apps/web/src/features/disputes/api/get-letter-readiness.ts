import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/letter-readiness/{userId}: who mails the person's letters and what must come first. */
const getLetterReadiness = (userId: number) => call(endpoints.getLetterReadiness, { params: { userId } });

export const useLetterReadiness = (userId: number | undefined) =>
  useQuery({
    queryKey: disputeKeys.readiness(userId ?? 0),
    queryFn: () => getLetterReadiness(userId ?? 0),
    enabled: !!userId,
  });
