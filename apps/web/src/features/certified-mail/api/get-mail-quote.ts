import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { certifiedMailKeys } from '../../../lib/query-keys/certified-mail';

/**
 * GET /api/mail/quote?disputeIds=…&enclosureDocumentIds=…: each piece's price (print, postage,
 * certified, e-return receipt) and the total; the enclosures' pages count in each piece.
 */
const getMailQuote = (disputeIds: number[], enclosureIds: number[]) =>
  call(endpoints.getMailQuote, {
    query: {
      disputeIds: disputeIds.join(','),
      ...(enclosureIds.length ? { enclosureDocumentIds: enclosureIds.join(',') } : {}),
    },
  });

export const useMailQuote = (disputeIds: number[], enabled: boolean, enclosureIds: number[] = []) =>
  useQuery({
    queryKey: certifiedMailKeys.quote(disputeIds, enclosureIds),
    queryFn: () => getMailQuote(disputeIds, enclosureIds),
    enabled: enabled && disputeIds.length > 0,
  });
