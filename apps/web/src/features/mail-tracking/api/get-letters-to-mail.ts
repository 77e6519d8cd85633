import type { LetterToMail } from '@app/contracts/letter-readiness';
import { useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/admin/letters-to-mail: the approved letters the company mails, oldest approval first. */
const getLettersToMail = (userId: number) =>
  apiGetRequired<LetterToMail[]>(`/api/admin/letters-to-mail${userId ? `?userId=${userId}` : ''}`);

/** 0 lists every client's. */
export const useLettersToMail = (userId: number) =>
  useQuery({ queryKey: disputeKeys.lettersToMail(userId), queryFn: () => getLettersToMail(userId) });

/** GET /api/admin/letters/print?ids=…: a link, so the browser downloads the PDF with the session cookie. */
export const printLettersUrl = (ids: number[]) => `/api/admin/letters/print?ids=${ids.join(',')}`;
