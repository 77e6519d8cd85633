import { users } from './schema';

/** Who a signed-in person is: what every request's access checks read. */
export const userIdentityColumns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  accessLevel: users.accessLevel,
  requiresPasswordReset: users.requiresPasswordReset,
  features: users.betaFeatures,
};

/** The rest of the signed-in profile (GET /api/users/current), read with the session in one query. */
export const userProfileColumns = {
  isTestUser: users.isTestUser,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlanId: users.subscriptionPlanId,
  createdAt: users.createdAt,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  state: users.state,
  zipCode: users.zipCode,
};
