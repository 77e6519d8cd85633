import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { users } from '../schema';
import { pgDirectStatement } from './pg-direct-statement';

const fields = {
  id: users.id,
  email: users.email,
  person: { features: users.betaFeatures, createdAt: users.createdAt, zipCode: users.zipCode },
};
type Row = {
  id: number;
  email: string;
  person: { features: string[]; createdAt: Date; zipCode: string | null };
};

// The direct statement binds by hand what node-postgres's query object would send, and asks the
// server to describe its columns only once: these hold the protocol side of it on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a direct statement on PostgreSQL', () => {
  let t: TestDatabase;
  let firstId = 0;
  beforeAll(async () => {
    t = await createTestDatabase('postgres', { seed: false });
    // Twelve people, enough to spread reads over the pool's five connections, whose rows hold each
    // shape a column decodes: no features or several, a ZIP code or none, old and new dates.
    const features = [[], ['CREDIT_SIMULATION'], ['CREDIT_SIMULATION', 'USPS_TRACKING']] as const;
    for (let i = 0; i < 12; i++) {
      const person = await aPerson(t, i % 4 === 0 ? 'ADMIN' : 'STANDARD', {
        betaFeatures: [...(features[i % 3] ?? [])],
        zipCode: i % 2 ? null : `4540${i % 10}`,
        createdAt: new Date(Date.UTC(2020 + i, i, 1, 12, 0, 0, i)),
      });
      if (i === 0) firstId = person.id;
    }
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const byId = () =>
    t.db
      .select(fields)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .orderBy(asc(users.id));

  it('answers as Drizzle on every pooled connection, describing the columns once', async () => {
    const read = pgDirectStatement<Row>(t.db, 'direct_test_by_id', byId(), fields);
    if (!read) throw new Error('no direct statement on PostgreSQL');
    const ids = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
    const expected = await Promise.all(ids.map((id) => byId().execute({ id })));
    const describe = vi.spyOn(pg.Connection.prototype, 'describe');
    const parse = vi.spyOn(pg.Connection.prototype, 'parse');
    // Concurrent reads spread over the pool's five connections, each of which parses the statement.
    const answers = await Promise.all(ids.flatMap((id) => [read({ id }), read({ id }), read({ id })]));
    expect(answers).toStrictEqual(ids.flatMap((_, i) => [expected[i], expected[i], expected[i]]));
    expect(answers.flat().length).toBe(ids.length * 3);
    expect(parse.mock.calls.length).toBeGreaterThan(1);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(5);
    // Described until the first description arrives: at most once per connection, then never.
    expect(describe.mock.calls.length).toBeLessThanOrEqual(parse.mock.calls.length);
    describe.mockClear();
    await read({ id: ids[0] });
    expect(describe).not.toHaveBeenCalled();
  });

  it('rejects with the database error and leaves the pool answering', async () => {
    const read = pgDirectStatement<Row>(t.db, 'direct_test_error', byId(), fields);
    if (!read) throw new Error('no direct statement on PostgreSQL');
    await expect(read({ id: 'not a number' })).rejects.toMatchObject({ code: '22P02' });
    const [one] = await read({ id: firstId });
    expect(one?.id).toBe(firstId);
    expect(one?.person.createdAt).toBeInstanceOf(Date);
  });

  it('rejects when a column cannot be decoded, and the connection stays usable', async () => {
    const read = pgDirectStatement<Row>(t.db, 'direct_test_decode', byId(), fields);
    if (!read) throw new Error('no direct statement on PostgreSQL');
    const broken = vi.spyOn(users.email, 'mapFromDriverValue').mockImplementationOnce(() => {
      throw new Error('undecodable');
    });
    await expect(read({ id: firstId })).rejects.toThrow('undecodable');
    broken.mockRestore();
    const many = await Promise.all(Array.from({ length: 12 }, () => read({ id: firstId })));
    expect(many.every(([row]) => row?.id === firstId)).toBe(true);
  });

  it('answers no rows for no match', async () => {
    const read = pgDirectStatement<Row>(t.db, 'direct_test_none', byId(), fields);
    expect(await read?.({ id: -1 })).toEqual([]);
  });
});
