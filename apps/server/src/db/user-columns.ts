import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { subscriptionPlans, subscriptions, users } from './schema';

/**
 * A client: a person who is not on a team (no admin access, no team role). The two go together
 * (admin access makes a person an Admin of the team; a client level ends their role); both are
 * asked so that neither alone can slip a team member into a client count or list.
 */
export const isClient = and(ne(users.accessLevel, 'ADMIN'), isNull(users.teamRole)) as SQL;
/** The clients of one organization: its seats, lists and exports count these. */
export const clientsOfOrganization = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), isClient);

/**
 * Who a signed-in person is: what every request's access checks read. `subscriptionPlan` is the
 * name of the plan of their active subscription, read through the two joins below.
 */
export const userIdentityColumns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  accessLevel: users.accessLevel,
  teamRole: users.teamRole,
  requiresPasswordReset: users.requiresPasswordReset,
  features: users.betaFeatures,
  subscriptionPlan: subscriptionPlans.name,
};

/** Left joins of every query that selects `userIdentityColumns`: the active subscription, then its plan. */
export const activeSubscriptionOfUser = and(
  eq(subscriptions.userId, users.id),
  eq(subscriptions.status, 'ACTIVE'),
);
export const planOfSubscription = eq(subscriptionPlans.id, subscriptions.planId);

/** The rest of the signed-in profile (GET /api/users/current), read with the session in one query. */
export const userProfileColumns = {
  isTestUser: users.isTestUser,
  // Of the active subscription (the two joins below): ACTIVE and its plan, or null and null.
  subscriptionStatus: subscriptions.status,
  subscriptionPlanId: subscriptions.planId,
  createdAt: users.createdAt,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  state: users.state,
  zipCode: users.zipCode,
};

/** A person's name as the screens show it ("First Last"), of the users row aliased `alias` in a query. */
export const fullNameSql = (alias: string): SQL<string> =>
  sql<string>`${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name`;
