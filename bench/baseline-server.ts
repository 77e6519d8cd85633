// The floors our API is measured against, bare Fastify + pg with none of our plugins (no
// validation, logging, security headers...):
// - GET /api/users/current runs the same session and user queries as our server did before the
//   session and profile became one query (two prepared statements): the project's baseline;
// - GET /floor/users/current answers the same read with one prepared join (session by token hash,
//   live and not idle, with its user): what the database and the framework allow.
// Both answer byte for byte the JSON our GET /api/users/current answers (the bench compares them).
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { isPlatformOperator } from '../packages/contracts/src/platform-operator';
import type { AccessLevel } from '../packages/contracts/src/users.contract';

// The person's active subscription and its plan (left joins), and their organization, which must be active.
const subscriptionJoins = `left join "subscriptions" on ("subscriptions"."user_id" = "users"."id" and "subscriptions"."status" = 'ACTIVE') left join "subscription_plans" on "subscription_plans"."id" = "subscriptions"."plan_id"`;
const organizationJoin = `inner join "organizations" on "organizations"."id" = "users"."organization_id"`;
const liveSession = `"sessions"."token_hash" = $1 and "organizations"."status" = 'active' and "sessions"."expires_at" > $2 and "sessions"."last_seen_at" > $3`;
const sessionQuery = `select "sessions"."last_seen_at", "users"."id", "users"."organization_id", "users"."first_name", "users"."last_name", "users"."email", "users"."access_level", "users"."requires_password_reset", "users"."beta_features", "subscription_plans"."name" as "subscription_plan" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ${subscriptionJoins} ${organizationJoin} where (${liveSession}) limit $4`;
const userQuery = `select "users"."id", "users"."organization_id", "users"."first_name", "users"."last_name", "users"."email", "users"."access_level", "users"."requires_password_reset", "users"."is_test_user", "users"."beta_features", "subscriptions"."status" as "subscription_status", "subscriptions"."plan_id" as "subscription_plan_id", "subscription_plans"."name" as "subscription_plan", "users"."created_at", "users"."address_line1", "users"."address_line2", "users"."city", "users"."state", "users"."zip_code" from "users" ${subscriptionJoins} where "users"."id" = $1`;
const oneQuery = `select "sessions"."last_seen_at", "users"."id", "users"."organization_id", "users"."first_name", "users"."last_name", "users"."email", "users"."access_level", "users"."requires_password_reset", "users"."is_test_user", "users"."beta_features", "subscriptions"."status" as "subscription_status", "subscriptions"."plan_id" as "subscription_plan_id", "subscription_plans"."name" as "subscription_plan", "users"."created_at", "users"."address_line1", "users"."address_line2", "users"."city", "users"."state", "users"."zip_code" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ${subscriptionJoins} ${organizationJoin} where (${liveSession}) limit 1`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

type UserRow = Record<string, unknown> & { created_at: Date };
/** The same fields, in the same order, as our `publicUser`. */
const toJson = (u: UserRow) => ({
  id: u.id,
  firstName: u.first_name,
  lastName: u.last_name,
  email: u.email,
  accessLevel: u.access_level,
  requiresPasswordReset: u.requires_password_reset,
  isTestUser: u.is_test_user,
  features: u.beta_features,
  subscriptionStatus: u.subscription_status,
  subscriptionPlanId: u.subscription_plan_id,
  subscriptionPlan: u.subscription_plan,
  platformOperator: isPlatformOperator({
    accessLevel: u.access_level as AccessLevel,
    organizationId: u.organization_id as number,
  }),
  createdAt: u.created_at.toISOString(),
  address:
    u.address_line1 && u.city && u.state && u.zip_code
      ? {
          addressLine1: u.address_line1,
          addressLine2: u.address_line2,
          city: u.city,
          state: u.state,
          zipCode: u.zip_code,
        }
      : null,
});

function sessionKey(authorization: string | undefined) {
  const token = (authorization ?? '').slice(7);
  const now = new Date();
  const hash = createHash('sha256').update(token).digest('hex');
  return [hash, now, new Date(now.getTime() - 1_800_000)];
}

app.get('/api/users/current', async (request, reply) => {
  const session = await pool.query({
    name: 'session_find_live',
    text: sessionQuery,
    values: [...sessionKey(request.headers.authorization), 1],
  });
  if (session.rowCount === 0) return reply.status(401).send({ error: 'unauthenticated' });
  const { rows } = await pool.query({ name: 'user_profile', text: userQuery, values: [session.rows[0].id] });
  return toJson(rows[0]);
});

app.get('/floor/users/current', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'session_with_user',
    text: oneQuery,
    values: sessionKey(request.headers.authorization),
  });
  if (rows.length === 0) return reply.status(401).send({ error: 'unauthenticated' });
  return toJson(rows[0]);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline listening');
