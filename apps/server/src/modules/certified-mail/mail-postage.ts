import type { Database } from '../../db/client';
import type { MailPostage, OrganizationPostage } from '../billing/charges.service';
import { createCertifiedMailRepository } from './certified-mail.repository';

/** Billing's read of the postage to pass on at cost; built before the mail module, from the database alone. */
export function mailPostageFrom(db: Database): MailPostage & OrganizationPostage {
  const repo = createCertifiedMailRepository(db);
  return {
    between: (userId, from, to) => repo.postageBetween(userId, from, to),
    ofOrganizationBetween: (organizationId, from, to) =>
      repo.organizationPostageBetween(organizationId, from, to),
    ofOrganizationByMonth: (organizationId) => repo.organizationPostageByMonth(organizationId),
  };
}
