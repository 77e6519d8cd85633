import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which rows the database lets a unit of work see (row-level security, db/organization-walls.ts).
 * The connection wrappers of db/client.ts read it when a query starts and bring the connection's
 * settings to it (`app.organization_id` and the role) only when they differ from what the
 * connection already carries.
 *
 * - `organization`: one organization's rows; every request after its organization is known.
 * - `all`: every organization's rows, for platform work that spans them; only
 *   `acrossOrganizations` enters it, and each use names its reason from the list below.
 * - `none`: no organization's rows; a request before its organization is known. A query here reads
 *   nothing and an insert is refused.
 * - `owner`: the database's owner (migrations, maintenance); never used for product code.
 */
export type DatabaseScope =
  | { kind: 'organization'; organizationId: number }
  | { kind: 'all'; reason: AcrossOrganizationsReason }
  | { kind: 'none' }
  | { kind: 'owner' };

/**
 * Every reason platform work may read or write across organizations. A new one is added here, so a
 * review sees each way around the wall in one place.
 */
const acrossOrganizationsReasons = {
  /** The session token's lookup: whose session it is decides the organization. */
  sessionLookup: 'the session token is looked up before its organization is known',
  /** Which organization a person an admin names belongs to (only the id; another's answers 404). */
  personsOrganization: "a named person's organization is compared with the viewer's",
  /** Background jobs work over every organization's clients, each row in its own organization. */
  backgroundJob: 'a background job works over every organization',
  /** The demo seed writes both demo organizations. */
  demoSeed: 'the demo seed writes every demo organization',
  /** The server's start: branding and maintenance of the whole install. */
  serverStart: 'the server prepares the whole install at start',
  /**
   * The platform operator's view: every organization's figures, suspension, and the grants an
   * owner gives (a grant is checked in code before any consumer's record is read).
   */
  platformOperator: "the platform operator's view is of every organization",
  /** A mail provider's tracking event (a webhook or a poll) names its piece, not an organization. */
  mailProviderEvents: "a mail provider's event names its piece, not an organization",
  /**
   * A payment provider's webhook names its setup or payment, not an organization: the record it
   * names is found across organizations and updated in its own.
   */
  paymentProviderEvents: "a payment provider's event names its setup or payment, not an organization",
  /** A company's sign-up: its link and its new organization exist before anyone is signed in to it. */
  companySignup: "a company's sign-up makes an organization that no session names yet",
  /**
   * An invitation to a company's team is opened from its link before anyone is signed in: the
   * link names the organization (looked up by the token's hash, then worked inside it).
   */
  teamInvitation: "a team invitation's link names its organization before anyone is signed in",
} as const;
export type AcrossOrganizationsReason = keyof typeof acrossOrganizationsReasons;

interface ScopeHolder {
  scope: DatabaseScope;
}

const scopes = new AsyncLocalStorage<ScopeHolder>();

/** The scope of the running unit of work, or undefined outside any (the handle's default applies). */
export function currentDatabaseScope(): DatabaseScope | undefined {
  return scopes.getStore()?.scope;
}

/** Runs `work` seeing only `organizationId`'s rows. */
export function inOrganization<T>(organizationId: number, work: () => Promise<T>): Promise<T> {
  return scopes.run({ scope: { kind: 'organization', organizationId } }, work);
}

/**
 * The one way past the wall: runs `work` seeing every organization's rows. Rows it inserts take
 * their owner's organization (the `organization_id_from_owner` trigger) or the one it names.
 */
export function acrossOrganizations<T>(
  reason: AcrossOrganizationsReason,
  work: () => Promise<T>,
): Promise<T> {
  return scopes.run({ scope: { kind: 'all', reason } }, work);
}

/** The same service whose every method runs across organizations, for `reason`. */
export function everyCallAcrossOrganizations<T extends object>(
  reason: AcrossOrganizationsReason,
  service: T,
): T {
  return Object.fromEntries(
    Object.entries(service).map(([name, member]) => [
      name,
      typeof member === 'function'
        ? (...args: unknown[]) => acrossOrganizations(reason, () => Promise.resolve(member(...args)))
        : member,
    ]),
  ) as T;
}

/** Runs `work` seeing no organization's rows (what a forgotten organization gets). */
export function withoutOrganization<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run({ scope: { kind: 'none' } }, work);
}

/** Runs `work` as the database's owner: migrations and maintenance only. */
export function asDatabaseOwner<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run({ scope: { kind: 'owner' } }, work);
}

/**
 * A request's scope: entered with no organization when the request arrives, and given the
 * request's organization once the session (or the Host) has named it. `enter` calls `next` inside
 * the scope so that every later hook and the handler share it.
 */
export const requestScope = {
  enter(next: () => void) {
    scopes.run({ scope: { kind: 'none' } }, next);
  },
  setOrganization(organizationId: number) {
    const holder = scopes.getStore();
    if (holder) holder.scope = { kind: 'organization', organizationId };
  },
};

/** The name of the runtime role every product query runs as (made by migration 0046). */
export const runtimeRole = 'app_runtime';

/**
 * The role work across organizations runs as (made by migration 0067): its own policy on each wall
 * lets it through, so the runtime role's wall stays one comparison.
 */
export const acrossRole = 'app_across';

const roleOf = { organization: runtimeRole, none: runtimeRole, all: acrossRole, owner: 'none' } as const;

/** The settings a connection must carry for `scope`: a key to compare, and the statement that sets them. */
export function scopeSettings(scope: DatabaseScope): { key: string; statement: string } {
  const role = roleOf[scope.kind];
  const organization = scope.kind === 'organization' ? String(scope.organizationId) : '';
  if (scope.kind === 'organization' && !Number.isSafeInteger(scope.organizationId)) {
    throw new Error('An organization id must be an integer');
  }
  return {
    key: `${role}/${organization}`,
    statement: `select set_config('role', '${role}', false), set_config('app.organization_id', '${organization}', false)`,
  };
}
