import { randomBytes } from 'node:crypto';
import type { AccessLevel } from '@app/contracts/users.contract';
import { users } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';

/** A user of the given access level with a live session, made directly (no argon2 sign-in per test). */
export async function createSignedInUser(app: TestApp, db: TestDatabase, accessLevel: AccessLevel) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User ${tag}`,
      email: `user-${tag}@example.com`,
      passwordHash: 'not-a-usable-hash',
      accessLevel,
      addressLine1: '12 Test Street',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
    })
    .returning({ id: users.id });
  const userId = (row as { id: number }).id;
  const { token } = await app.services.sessions.start(userId, { ip: '127.0.0.1' });
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/** An administrator with a live session, made in the test's own database (no demo account). */
export const anAdmin = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'ADMIN');

/** A client (standard access) with a live session, made in the test's own database. */
export const aClient = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'STANDARD');

/** A beta tester with a live session, made in the test's own database. */
export const aBetaTester = (t: AppOnDatabase) => createSignedInUser(t.app, t.db, 'BETA_TESTER');
