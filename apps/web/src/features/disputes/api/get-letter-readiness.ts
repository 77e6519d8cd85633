import type { LetterReadiness } from '@app/contracts/letter-readiness';
import { useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/letter-readiness/{userId}: who mails the person's letters and what must come first. */
const getLetterReadiness = (userId: number) =>
  apiGetRequired<LetterReadiness>(`/api/letter-readiness/${userId}`);

export const useLetterReadiness = (userId: number | undefined) =>
  useQuery({
    queryKey: disputeKeys.readiness(userId ?? 0),
    queryFn: () => getLetterReadiness(userId ?? 0),
    enabled: !!userId,
  });
