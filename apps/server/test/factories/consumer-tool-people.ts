import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';
import { theDemoCreditFileFor } from './credit-files';
import { aBetaTester, anAdmin, createSignedInUser } from './users';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * The people of a consumer tool's API tests (employment, tax returns, loans, identity theft, rent
 * reporting): a beta tester whose files `betaFiles` gives them (what the tool reads), an admin, an
 * `owner` with nothing yet who makes records of their own, and an `other` who must not see them.
 */
export async function consumerToolPeople(
  t: AppOnDatabase,
  betaFiles: (t: AppOnDatabase, userId: number) => Promise<void>,
) {
  const beta = await aBetaTester(t);
  await betaFiles(t, beta.userId);
  return {
    admin: await anAdmin(t),
    beta,
    owner: await createSignedInUser(t.app, t.db, 'STANDARD'),
    other: await createSignedInUser(t.app, t.db, 'STANDARD'),
  };
}

/** A client (viewer) with the demo client's credit file and Experian connection. */
export async function aClientWithTheDemoCreditFile(t: AppOnDatabase) {
  const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  await theDemoCreditFileFor(t, client.userId);
  return client;
}
