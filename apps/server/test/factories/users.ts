import { randomBytes } from 'node:crypto';
import type { TeamRole } from '@app/contracts/team-roles';
import type { AccessLevel } from '@app/contracts/users.contract';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/auth/passwords';
import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';

type PersonFields = Partial<Omit<typeof users.$inferInsert, 'id' | 'accessLevel'>>;

/**
 * A person of the given access level, made directly in the test's database, with no session. An
 * admin is the company's Owner (everything, as every admin could do before roles) unless the
 * fields name another team role.
 */
export async function aPerson(db: TestDatabase, accessLevel: AccessLevel, fields: PersonFields = {}) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User ${tag}`,
      email: `user-${tag}@example.com`,
      passwordHash: 'not-a-usable-hash',
      accessLevel,
      teamRole: accessLevel === 'ADMIN' ? 'OWNER' : null,
      addressLine1: '12 Test Street',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
      ...fields,
    })
    .returning();
  return row as typeof users.$inferSelect;
}

/**
 * A person who signs in with a password, hashed as the app hashes it: for tests of signing in
 * itself (everything else starts a session directly, with no argon2 per test).
 */
export async function aPersonWithPassword(
  db: TestDatabase,
  accessLevel: AccessLevel,
  fields: Omit<PersonFields, 'passwordHash'> = {},
  password = `Test#${randomBytes(6).toString('hex')}`,
) {
  const person = await aPerson(db, accessLevel, { ...fields, passwordHash: await hashPassword(password) });
  return {
    userId: person.id,
    email: person.email,
    password,
    firstName: person.firstName,
    lastName: person.lastName,
  };
}

/** A user of the given access level with a live session, made directly (no argon2 sign-in per test). */
export async function createSignedInUser(
  app: TestApp,
  db: TestDatabase,
  accessLevel: AccessLevel,
  fields: PersonFields = {},
) {
  const userId = (await aPerson(db, accessLevel, fields)).id;
  const { token } = await app.services.sessions.start(userId, { ip: '127.0.0.1' });
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/** An administrator with a live session, made in the test's own database (no demo account). */
export const anAdmin = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'ADMIN');

/** A member of the company's team in the given role, with a live session (staff are `ADMIN` to the API). */
export const aTeamMember = (t: AppOnDatabase, teamRole: TeamRole, fields: PersonFields = {}) =>
  createSignedInUser(t.app, t.db, 'ADMIN', { ...fields, teamRole });

/** A client (standard access) with a live session, made in the test's own database. */
export const aClient = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'STANDARD');

/** A beta tester with a live session, made in the test's own database. */
export const aBetaTester = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'BETA_TESTER');
