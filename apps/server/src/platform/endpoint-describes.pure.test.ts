import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { openPostgres } from '../db/client';

/**
 * Every top-level describe of an API test file (`*.routes.test.ts`) starts with the endpoint it tests,
 * as the OpenAPI document writes it: `describe('POST /api/disputes/{id}/approve', …)`, or
 * `describe.each(kinds)('GET /api/users on %s', …)`. The method and path must be a route the app
 * declares, so a describe cannot name a wrong or renamed endpoint.
 */
const src = path.resolve(import.meta.dirname, '..');
const endpointTitle = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*?)(?=[\s,]|$)/;

/** API test files whose describes still name a topic, not an endpoint; none may be added. */
const notYetByEndpoint = new Set<string>([]);

function routeTestFiles() {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The first argument of each top-level `describe(…)`, `describe.each(…)(…)`, `describe.skipIf(…)(…)`. */
function topLevelDescribes(file: string) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(src, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const titles: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    const call = statement.expression;
    const callee = call.expression.getText(source);
    if (!/^describe\b/.test(callee)) continue;
    const title = call.arguments[0];
    titles.push(title && ts.isStringLiteralLike(title) ? title.text : (title?.getText(source) ?? ''));
  }
  return titles;
}

describe('the top-level describes of API test files', () => {
  let served: Set<string>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The routes come from the app's declarations alone: a pool that is never asked connects nowhere.
    const database = openPostgres({ url: 'postgres://127.0.0.1:1/unused', poolSize: 1 });
    const app = await buildTestApp(database);
    served = new Set(app.declaredRoutes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`));
    close = () => app.close();
  });
  afterAll(() => close?.());

  it('each name a method and a path the server serves', () => {
    const wrong = routeTestFiles()
      .filter((file) => !notYetByEndpoint.has(file))
      .flatMap((file) =>
        topLevelDescribes(file)
          .filter((title) => {
            const endpoint = endpointTitle.exec(title);
            return !endpoint || !served.has(`${endpoint[1]} ${endpoint[2]}`);
          })
          .map((title) => `${file}: describe('${title}')`),
      );
    expect(wrong).toEqual([]);
  });

  it('leave the list of files still to convert once they are converted', () => {
    const files = routeTestFiles();
    const converted = [...notYetByEndpoint].filter(
      (file) =>
        !files.includes(file) ||
        topLevelDescribes(file).every((title) => {
          const endpoint = endpointTitle.exec(title);
          return endpoint && served.has(`${endpoint[1]} ${endpoint[2]}`);
        }),
    );
    expect(converted).toEqual([]);
  });
});
