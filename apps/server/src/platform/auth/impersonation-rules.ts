import { type ConsumerAct, impersonationMessages } from '@app/contracts/impersonation.contract';
import { teamAbilities } from '@app/contracts/team-roles';
import { AppError } from '../errors';

/**
 * Acts the law or safety reserves for the consumer are declared by each route
 * (`config: { consumerAct: 'approval' }`), not listed here: the access policy refuses such a route
 * to a 'Test as Client' session, and a service whose route is reserved only for some bodies throws
 * this same refusal for them.
 */
export function consumerActRefused(act: ConsumerAct) {
  return new AppError(403, 'RESERVED_FOR_CLIENT', impersonationMessages.reserved[act]);
}

/**
 * Changing routes that are not public and not for the company's team only (the office or an
 * ability of the team's matrix, which a client's session never has) must say whether they are the
 * consumer's.
 */
export const mustDeclareConsumerAct = (method: string, access: string) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) &&
  access !== 'public' &&
  access !== 'admin' &&
  !(access in teamAbilities);
