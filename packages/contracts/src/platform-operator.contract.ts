import { z } from 'zod';
import { bureauCodes } from './bureaus';
import { recordIdParams, userIdPathParams } from './common/params';
import { disputeStatuses } from './disputes.contract';
import { organizationBillingStatus } from './organization-billing.contract';
import {
  type OrganizationPlan,
  type OrganizationStatus,
  organizationPlans,
  organizationStatuses,
} from './organizations.contract';

export { isPlatformOperator, platformOrganizationId } from './platform-operator';

export const organizationPlanLabels: Record<OrganizationPlan, string> = {
  PLATFORM: 'Platform (ours)',
  WHITE_LABEL: 'White Label',
};
export const organizationStatusLabels: Record<OrganizationStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** The lengths of access an owner may grant the operator, in hours. */
export const operatorAccessHours = [1, 24, 72] as const;
export type OperatorAccessHours = (typeof operatorAccessHours)[number];

export const operatorAccessHourLabels: Record<OperatorAccessHours, string> = {
  1: '1 hour',
  24: '24 hours',
  72: '3 days',
};

export const operatorMessages = {
  ownOrganization: 'The platform’s own organization cannot be suspended',
  alreadySuspended: 'This organization is already suspended',
  notSuspended: 'This organization is not suspended',
  ownerOnly: 'Only the organization’s owner can grant or end the platform operator’s access',
  notOperatorOrganization: 'The platform’s own admins need no grant to their own organization',
  grantNotFound: 'Access grant not found',
  grantEnded: 'This access has already ended',
  noGrant: 'Organization not found, or its owner has not granted you access',
} as const;

export const operatorOrganization = z.object({
  id: z.number().int(),
  companyName: z.string(),
  slug: z.string(),
  host: z.string().nullable(),
  plan: z.enum(organizationPlans),
  status: z.enum(organizationStatuses),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Clients (not admins) who have an account there. */
  activeClients: z.number().int(),
  /** Dispute letters written there since the start of this month (in the company's time zone). */
  lettersThisMonth: z.number().int(),
  /** Until when the operator may read its consumers' records; null without a live grant. */
  accessUntil: z.string().nullable(),
  /** The White Label plan's billing (in arrears); null for the platform's own organization. */
  billing: organizationBillingStatus.nullable(),
});
export type OperatorOrganization = z.infer<typeof operatorOrganization>;
export const operatorOrganizationList = z.object({ organizations: z.array(operatorOrganization) });

export const organizationIdParams = z.object({ organizationId: recordIdParams.shape.id }).strict();
export const organizationClientParams = organizationIdParams.extend(userIdPathParams.shape).strict();

/** A client as the operator sees one under a grant: who, their file's figures, their letters. */
export const operatorClient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export const operatorClientList = z.object({
  accessUntil: z.string(),
  clients: z.array(operatorClient),
});
export const operatorClientDetail = z.object({
  accessUntil: z.string(),
  client: operatorClient,
  latestScore: z.number().int().nullable(),
  openIssues: z.number().int(),
  letters: z.array(
    z.object({
      id: z.number().int(),
      bureau: z.enum(bureauCodes),
      status: z.enum(disputeStatuses),
      createdAt: z.string(),
    }),
  ),
});

export const grantOperatorAccessRequest = z.object({
  hours: z.union(operatorAccessHours.map((h) => z.literal(h))),
});
export type GrantOperatorAccessRequest = z.infer<typeof grantOperatorAccessRequest>;

export const operatorAccessGrant = z.object({
  id: z.number().int(),
  grantedBy: z.string(),
  hours: z.number().int(),
  grantedAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Live now: not revoked and not yet expired. */
  live: z.boolean(),
});
/** What an organization's admin sees: who the owner is, the grants, and the operator's uses of them. */
export const operatorAccessOverview = z.object({
  ownerName: z.string().nullable(),
  youAreOwner: z.boolean(),
  grants: z.array(operatorAccessGrant),
  uses: z.array(z.object({ at: z.string(), words: z.string() })),
});
export type OperatorAccessOverview = z.infer<typeof operatorAccessOverview>;
