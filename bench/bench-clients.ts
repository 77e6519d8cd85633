// Clients made straight in the database for benches that act as many people at once: each with a
// live session (no sign-in, whose argon2 would dominate) and collection accounts reported by all
// three bureaus, so three disputes can be opened of each.
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { creditIssues, users } from '../apps/server/src/db/schema';
import { createSessions } from '../apps/server/src/platform/auth/sessions';
import { createSessionsRepository } from '../apps/server/src/platform/auth/sessions.repository';

export const bureaus = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const;

export interface BenchClient {
  userId: number;
  token: string;
  issueIds: number[];
}

export async function createBenchClients(
  handle: DatabaseHandle,
  opts: { clients: number; issuesPerClient: number; tag: string },
): Promise<BenchClient[]> {
  const sessions = createSessions(createSessionsRepository(handle.db), {
    idleMinutes: 600,
    absoluteHours: 24,
  });
  const made: BenchClient[] = [];
  for (let c = 0; c < opts.clients; c++) {
    const [user] = await handle.db
      .insert(users)
      .values({
        firstName: 'Bench',
        lastName: `Client ${c}`,
        email: `${opts.tag}-${c}@example.com`,
        passwordHash: 'not-a-usable-hash',
        accessLevel: 'BETA_TESTER',
        addressLine1: '12 Bench Street',
        city: 'Dayton',
        state: 'OH',
        zipCode: '45402',
      })
      .returning({ id: users.id });
    const userId = (user as { id: number }).id;
    const issueIds: number[] = [];
    for (let from = 0; from < opts.issuesPerClient; from += 500) {
      const rows = await handle.db
        .insert(creditIssues)
        .values(
          Array.from({ length: Math.min(500, opts.issuesPerClient - from) }, (_, k) => ({
            userId,
            type: 'COLLECTION' as const,
            title: `Collection account ${from + k + 1}`,
            description: 'Bench item',
            creditor: `Bench Collections ${(from + k) % 40}`,
            impact: 30,
            bureaus: [...bureaus],
          })),
        )
        .returning({ id: creditIssues.id });
      issueIds.push(...rows.map((r) => r.id));
    }
    const { token } = await sessions.start(userId, { ip: '127.0.0.1' });
    made.push({ userId, token, issueIds });
  }
  return made;
}

/** A dispute letter long enough for the contract's minimum. */
export const benchLetter = (n: number) =>
  `Bench letter ${n}. Please investigate the balance reported on this collection account; it does not match my records. `.repeat(
    3,
  );

/** Raw SQL on either database (node-postgres pool or PGlite): what a bench checks afterwards. */
export async function rawQuery<Row>(handle: DatabaseHandle, text: string, params: unknown[] = []) {
  const client = (
    handle.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Row[] }> } }
  ).$client;
  return (await client.query(text, params)).rows;
}
