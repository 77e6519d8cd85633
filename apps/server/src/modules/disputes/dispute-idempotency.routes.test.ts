import { idempotencyMessages } from '@app/contracts/common/idempotency';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { creditIssues } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

describe.each(testDatabaseKinds())('POST /api/disputes with an Idempotency-Key on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let owner: Caller;
  let other: Caller;
  beforeAll(async () => {
    owner = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  });

  /** A collection account reported by all three bureaus: three disputes can be opened of it. */
  async function collectionOf(c: Caller) {
    const [row] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: c.userId,
        type: 'COLLECTION',
        title: 'Collection account',
        description: 'Idempotency test item',
        creditor: 'Acme Collections',
        impact: 30,
        bureaus: ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'],
      })
      .returning({ id: creditIssues.id });
    return (row as { id: number }).id;
  }
  const payload = (issueId: number, bureau = 'EQUIFAX') => ({
    issueId,
    bureau,
    reason: 'INACCURATE_BALANCE',
    letterContent: 'Please investigate the balance reported on this collection account. '.repeat(4),
    attestation: true,
  });
  const create = (c: Caller, body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: { ...c.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body as never,
    });
  const disputesOf = async (c: Caller, issueId: number) =>
    (
      (await t.app.inject({ url: '/api/disputes', headers: c.headers })).json() as { issueId: number }[]
    ).filter((d) => d.issueId === issueId);

  it('creates once per key: a retry answers the first result again, marked as replayed', async () => {
    const issueId = await collectionOf(owner);
    const first = await create(owner, payload(issueId), 'retry-key-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(owner, payload(issueId), 'retry-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await disputesOf(owner, issueId)).toHaveLength(1);
  });

  it('answers two requests racing with one key with one dispute', async () => {
    const issueId = await collectionOf(owner);
    const answers = await Promise.all([1, 2, 3].map(() => create(owner, payload(issueId), 'race-key')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await disputesOf(owner, issueId)).toHaveLength(1);
  });

  it('opens one dispute of an item at a bureau when requests without a key race (the rest 409)', async () => {
    const issueId = await collectionOf(owner);
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(owner, payload(issueId))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await disputesOf(owner, issueId)).toHaveLength(1);
  });

  it('refuses the same key with a different request (422) and creates nothing', async () => {
    const issueId = await collectionOf(owner);
    expect((await create(owner, payload(issueId, 'EQUIFAX'), 'reused-key')).statusCode).toBe(201);
    const other = await create(owner, payload(issueId, 'EXPERIAN'), 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(idempotencyMessages.reused);
    expect(await disputesOf(owner, issueId)).toHaveLength(1);
  });

  it('keeps each person’s keys apart', async () => {
    const mine = await collectionOf(owner);
    const theirs = await collectionOf(other);
    expect((await create(owner, payload(mine), 'shared-key')).statusCode).toBe(201);
    const second = await create(other, payload(theirs), 'shared-key');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().issueId).toBe(theirs);
  });

  it('refuses a key that is empty, too long or not visible ASCII, naming the header', async () => {
    const issueId = await collectionOf(owner);
    for (const key of ['', ' ', 'has space', 'x'.repeat(101), 'caf\u00e9']) {
      const res = await create(owner, payload(issueId), key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(detailFields(res.body)).toEqual(['Idempotency-Key']);
    }
    expect(await disputesOf(owner, issueId)).toHaveLength(0);
    expect((await create(owner, payload(issueId), 'x'.repeat(100))).statusCode).toBe(201);
  });

  it('judges a refused request afresh on retry: a refusal creates nothing and stores nothing', async () => {
    const issueId = await collectionOf(owner);
    const { attestation: _, ...unattested } = payload(issueId);
    expect((await create(owner, unattested, 'fix-and-retry')).statusCode).toBe(400);
    expect((await create(owner, payload(issueId), 'fix-and-retry')).statusCode).toBe(201);
  });

  it('creates as before without the header', async () => {
    const issueId = await collectionOf(owner);
    const plain = await create(owner, payload(issueId));
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await create(owner, payload(issueId))).statusCode).toBe(409);
  });
});
