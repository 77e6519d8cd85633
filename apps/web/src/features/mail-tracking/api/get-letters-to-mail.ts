import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call, href } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/admin/letters-to-mail: the approved letters the company mails, oldest approval first. */
const getLettersToMail = (userId: number) =>
  call(endpoints.listLettersToMail, { query: { userId: userId || undefined } });

/** 0 lists every client's. */
export const useLettersToMail = (userId: number) =>
  useQuery({ queryKey: disputeKeys.lettersToMail(userId), queryFn: () => getLettersToMail(userId) });

/** GET /api/admin/letters/print?ids=…: a link, so the browser downloads the PDF with the session cookie. */
export const printLettersUrl = (ids: number[]) =>
  href(endpoints.printLetters, { query: { ids: ids.join(',') } });
