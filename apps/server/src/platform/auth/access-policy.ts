import { csrfHeader, csrfHeaderValue, mfaMessages } from '@app/contracts/auth.contract';
import type { ConsumerAct } from '@app/contracts/impersonation.contract';
import { type PermissionName, permissions } from '@app/contracts/permissions';
import { type Entitlement, entitlementRefusal, entitlements } from '@app/contracts/plan-entitlements';
import { isTeamMember, type TeamAbility, teamCan } from '@app/contracts/team-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acrossOrganizations, requestScope } from '../../db/organization-context';
import type { AuditLog } from '../audit/audit-log';
import { AppError, forbidden, serverFailure } from '../errors';
import { consumerActRefused, mustDeclareConsumerAct } from './impersonation-rules';
import { type OrganizationOfPerson, seatViewer } from './record-owner';
import { sessionCookieNameFor } from './session-cookie-name';
import type { Sessions } from './sessions';
import type { SessionProfile, SessionUser } from './sessions.repository';

/** What a route demands of its caller. Every /api route names one when it is registered. */
type AccessPolicy = 'public' | 'authenticated' | PermissionName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** Reachable while the user still has to replace a temporary password. */
    allowPendingPasswordReset?: boolean;
    /** Reachable by an admin session that has given the password but not yet the second factor. */
    allowPendingSecondFactor?: boolean;
    /**
     * The act the law reserves for the consumer (approving, signing, authorising a pull ...), refused
     * to a 'Test as Client' session; `false`: an admin testing as the client may do it. Every changing
     * route that is neither public nor admin-only says which, or the server does not start.
     */
    consumerAct?: ConsumerAct | false;
    /**
     * A route that serves both sides (a client's own records, and the team's work on a client's):
     * a member of the company's team passes on this ability of the team's matrix rather than on the
     * route's policy, which judges consumers (their plan) and would let every staff role in.
     */
    teamAbility?: TeamAbility;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The rest of the signed-in person's profile, read with the session. */
    profile: SessionProfile | null;
    sessionTokenHash: string | null;
    /** The session still owes its second factor (admin sign-in with MFA). */
    secondFactorPending: boolean;
    /** The second factor was given in this session. */
    secondFactorPassed: boolean;
    /** A 'Test as Client' session: the admin behind it, their own session, and its end. */
    impersonation: { adminId: number; adminSessionHash: string | null; expiresAt: Date } | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of `Authorization: Bearer <token>` (the word after the scheme), without splitting the header. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const space = header.indexOf(' ');
  if (space !== 6 || header.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const end = header.indexOf(' ', 7);
  const value = end < 0 ? header.slice(7) : header.slice(7, end);
  return value || undefined;
}

/** A cookie rides along on cross-site requests; a custom header cannot be sent cross-site without CORS. */
function assertNotCrossSite(request: FastifyRequest) {
  if (!unsafeMethods.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin) {
    // Fastify takes X-Forwarded-Host only from a trusted proxy; anyone else could name the forger's host.
    const host = request.host;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== host) throw new AppError(403, 'CSRF', 'Cross-site request refused');
  }
  if (request.headers[csrfHeader] !== csrfHeaderValue) {
    throw new AppError(403, 'CSRF', `Missing ${csrfHeader} header`);
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  allowPendingPasswordReset: boolean;
  allowPendingSecondFactor: boolean;
  consumerAct: ConsumerAct | false;
}

type ResolvedSession = NonNullable<Awaited<ReturnType<Sessions['resolve']>>>;

/** The session's person and state on the request; a cookie's session only from this site. */
function adopt(
  request: FastifyRequest,
  resolved: ResolvedSession,
  byCookie: boolean,
  organizationOf: OrganizationOfPerson,
) {
  if (byCookie) assertNotCrossSite(request);
  // A temporary password is the client's to replace, never the admin's testing as them: a 'Test as
  // Client' session is not held at the password screen (and the screen is not offered to it).
  request.user =
    resolved.impersonatorUserId !== null && resolved.user.requiresPasswordReset
      ? { ...resolved.user, requiresPasswordReset: false }
      : resolved.user;
  seatViewer(request.user, organizationOf);
  request.profile = resolved.profile;
  request.sessionTokenHash = resolved.tokenHash;
  request.secondFactorPending = resolved.secondFactorPending;
  request.secondFactorPassed = resolved.secondFactorPassed;
  if (resolved.impersonatorUserId !== null) {
    request.impersonation = {
      adminId: resolved.impersonatorUserId,
      adminSessionHash: resolved.impersonatorSessionHash,
      expiresAt: resolved.expiresAt,
    };
  }
}

const isEntitlement = (access: string): access is Entitlement =>
  (entitlements as readonly string[]).includes(access);

/** Why the route refuses this request under its policy; undefined when it may go on. */
function refusal(request: FastifyRequest, access: AccessPolicy): AppError | undefined {
  if (access === 'public') return undefined;
  if (!request.user) return new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  // The second factor comes first: until it is given, the password alone opens nothing else.
  if (request.secondFactorPending && !request.routeOptions.config.allowPendingSecondFactor) {
    return new AppError(403, 'SECOND_FACTOR_REQUIRED', mfaMessages.secondFactorRequired);
  }
  if (request.user.requiresPasswordReset && !request.routeOptions.config.allowPendingPasswordReset) {
    return new AppError(403, 'PASSWORD_RESET_REQUIRED', 'Set a new password before continuing');
  }
  // Acts reserved for the consumer are refused a 'Test as Client' session with the reason, first.
  const consumerAct = request.routeOptions.config.consumerAct;
  if (request.impersonation && consumerAct) return consumerActRefused(consumerAct);
  const teamAbility = request.routeOptions.config.teamAbility;
  if (teamAbility && isTeamMember(request.user)) {
    if (!teamCan(request.user, teamAbility)) {
      return forbidden();
    }
  } else if (access !== 'authenticated' && !permissions[access](request.user)) {
    // A tool outside the person's plan is refused in their words, with the plans that include it.
    if (isEntitlement(access)) return new AppError(403, 'NOT_IN_PLAN', entitlementRefusal(access).message);
    return forbidden();
  }
  return undefined;
}

/** Returns the table of API routes and their policies, filled as routes register. */
export function registerAccessPolicy(
  app: FastifyInstance,
  sessions: Sessions,
  audit: Pick<AuditLog, 'record'>,
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  // A forgotten check cannot ship: an /api route without a policy stops the server at start.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access policy`);
    if (access !== 'public' && access !== 'authenticated' && !(access in permissions)) {
      throw new Error(`Route ${route.method} ${url} has an unknown access policy '${access}'`);
    }
    const consumerAct = route.config?.consumerAct;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (consumerAct === undefined && mustDeclareConsumerAct(method, access)) {
        throw new Error(
          `Route ${method} ${url} does not declare whether it is an act reserved for the consumer (config.consumerAct)`,
        );
      }
      declared.push({
        method,
        url,
        access,
        allowPendingPasswordReset: !!route.config?.allowPendingPasswordReset,
        allowPendingSecondFactor: !!route.config?.allowPendingSecondFactor,
        consumerAct: consumerAct ?? false,
      });
    }
  });

  app.decorateRequest('user', null);
  app.decorateRequest('profile', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('secondFactorPending', false);
  app.decorateRequest('secondFactorPassed', false);
  app.decorateRequest('impersonation', null);

  // A callback hook: a request without a token (public pages, refusals) allocates no promise, and
  // a signed-in one only the session read's.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done();
    const bearer = bearerToken(request);
    // With a bearer token the cookie is not read (nor its name worked out).
    const token = bearer ?? request.cookies?.[sessionCookieNameFor(request)];
    if (!token) return done(refusal(request, access));
    // Whose session it is names the organization, so the token is looked up across organizations.
    acrossOrganizations('sessionLookup', () => sessions.resolve(token)).then((resolved) => {
      let error: AppError | undefined;
      try {
        if (resolved) adopt(request, resolved, !bearer, sessions.standingOf);
        // The person's organization is the request's from here, refused requests included: a
        // 'Test as Client' refusal is still written to that organization's audit log.
        if (request.user) requestScope.setOrganization(request.user.organizationId);
        error = refusal(request, access);
      } catch (thrown) {
        error = thrown as AppError;
      }
      done(error);
    }, done);
  });

  // Every request of a 'Test as Client' session that could change something is written down, with
  // the admin as actor and the client as subject, refused ones included. The entry records the
  // attempt, not a change of its own (the change, if any, is audited in its own transaction by its
  // service): it is written before the answer leaves, and when it cannot be written the answer is
  // replaced by the failure's, so no attempt is answered unrecorded.
  // A callback hook: outside a 'Test as Client' session it answers without allocating a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.impersonation || !request.user || !unsafeMethods.has(request.method))
      return done(null, payload);
    audit
      .record({
        actorId: request.impersonation.adminId,
        action: 'impersonation.request',
        targetType: 'route',
        targetId: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64),
        subjectUserId: request.user.id,
        origin: { ip: request.ip },
        details: { status: reply.statusCode },
      })
      .then(
        () => done(null, payload),
        (err: unknown) => {
          const body = serverFailure(err, request, reply);
          reply.removeHeader('content-length');
          reply.header('content-type', 'application/json; charset=utf-8');
          done(null, JSON.stringify(body));
        },
      );
  });
  return declared;
}

/** The rest of the signed-in person's profile, as read with the session (no second query). */
export function currentProfile(request: FastifyRequest): SessionProfile {
  if (!request.profile) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  return request.profile;
}

/** The signed-in user of a route whose policy guarantees one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}

/** Who is really acting: the admin behind a 'Test as Client' session, else the signed-in person. */
export function actingUserId(request: FastifyRequest): number {
  return request.impersonation?.adminId ?? currentUser(request).id;
}
