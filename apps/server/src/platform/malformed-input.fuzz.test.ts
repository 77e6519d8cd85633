import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { aPerson } from '../../test/factories/users';
import { fuzzScope } from '../../test/fuzz-scope';
import { concreteUrl } from '../../test/route-requests';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';

const { runs: runsPerRoute, keep, since } = fuzzScope();

/** Inputs a careless or hostile client sends: any JSON, broken JSON, odd ids, odd query strings. */
const anyBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '""',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '{"q":"a\\u0000b","name":"\\u0000"}',
  ),
);
const anyParam = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    '9999999999999999999',
    'NaN',
    '%00',
    '../../etc/passwd',
    "1' or '1'='1",
    'a\u0000b',
  ),
);
// Query values sometimes carry a NUL, which PostgreSQL text cannot hold.
const anyQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('q', 'search', 'status', 'to', 'page', 'limit', 'cursor', 'sort', 'group', 'userId'),
    fc.string({ minLength: 1, maxLength: 10 }),
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constant('x\u0000y')),
  { maxKeys: 4 },
);

describe.each(testDatabaseKinds())('malformed input on every route, %s', (kind) => {
  let db: TestDatabase;
  let app: TestApp;
  let adminId: number;
  let cases = 0;
  beforeAll(async () => {
    // The demo seed on purpose: it fills every table, so fuzzed ids (often small) land on real rows.
    db = await createTestDatabase(kind);
    app = await buildTestApp(db);
    adminId = (await aPerson(db, 'ADMIN')).id;
  });
  afterAll(async () => {
    const scope = since ? `routes changed since ${since}` : 'routes';
    console.log(`fuzz (${kind}): ${cases} requests over ${fuzzed().length} ${scope}, no 5xx`);
    await app.close();
    await db.close();
  });

  // An admin passes every guard, so the input reaches validation and the handlers.
  const adminHeaders = async () => {
    const { token } = await app.services.sessions.start(adminId, { ip: '127.0.0.1' });
    return { authorization: `Bearer ${token}` };
  };

  // An event stream never ends, so inject cannot wait for it; live-events.test.ts covers them over HTTP.
  const fuzzed = () => app.declaredRoutes.filter((r) => !r.url.endsWith('/events') && keep(r));

  // In parts, each a short test: a worker busy in one test for more than a minute cannot answer
  // vitest's runner in time (its calls time out at 60 s), which fails the run though no test failed.
  const parts = 8;
  for (let part = 0; part < parts; part++) {
    it(`never answers 5xx (routes, part ${part + 1} of ${parts})`, {
      timeout: Math.max(120_000, runsPerRoute * 1_000),
    }, async () => {
      for (const route of fuzzed().filter((_, i) => i % parts === part)) {
        await fc.assert(
          fc.asyncProperty(anyBody, anyParam, anyQuery, async (body, param, query) => {
            const withBody = route.method !== 'GET' && route.method !== 'DELETE';
            const res = await app.inject({
              method: route.method as 'GET',
              url: concreteUrl(route, param),
              query,
              headers: {
                ...(await adminHeaders()),
                ...(withBody ? { 'content-type': 'application/json' } : {}),
              },
              payload: withBody ? body : undefined,
            });
            cases++;
            if (res.statusCode >= 500) {
              throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body}`);
            }
          }),
          { numRuns: runsPerRoute },
        );
      }
    });
  }

  it('fuzzed every route it was asked to', () => {
    expect(cases).toBe(fuzzed().length * runsPerRoute);
  });
});
