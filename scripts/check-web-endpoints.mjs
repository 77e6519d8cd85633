#!/usr/bin/env node
/**
 * The web's endpoint ownership, checked in `npm run lint` (docs/architecture.md: one file per endpoint,
 * in the one feature that owns it; query keys from the domain's key factory):
 *  - no two files under apps/web/src call the same method and path, so no endpoint is cached twice
 *    under two keys: `call(endpoints.name` (or `href(endpoints.name`, a link's address) names the
 *    endpoint, its method and path read from the contracts' routes.generated.ts; a leftover raw call
 *    is read from its literal (`${...}` counts as one parameter, the query string is ignored);
 *  - endpoints are called only from features/<name>/api/ files (and lib/, the session's own read);
 *  - no query key is an inline array starting with a string: keys come from src/lib/query-keys.
 * Usage: node scripts/check-web-endpoints.mjs [web src folder]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/src'));
const generatedRoutes = path.join(
  import.meta.dirname,
  '../packages/contracts/src/endpoints/routes.generated.ts',
);

/** Each contract's name -> 'METHOD /path', its parameters as `{}` like a raw call's `${...}`. */
const contractRoutes = new Map(
  [
    ...readFileSync(generatedRoutes, 'utf8').matchAll(
      /^export const (\w+) = route<[^>]*>\('(\w+)', '([^']+)'\);$/gm,
    ),
  ].map(([, name, method, routePath]) => [name, `${method} ${routePath.replace(/\{\w+\}/g, '{}')}`]),
);
const contractCall = /(?<![.\w])(?:call|href)\s*\(\s*endpoints\.(\w+)/g;
const anyContractCall = /(?<![.\w])call\s*(?:<[^>]*>)?\(/g;

const literal = String.raw`(?:'([^'\n]*)'|"([^"\n]*)"|\x60([^\x60]*)\x60)`;
// Type arguments, nested up to three levels: apiRequest<{ a: Array<B> }>(...).
const typeArgs = '(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?';
const patterns = [
  { re: new RegExp(String.raw`\bapiRequest\s*${typeArgs}\(\s*'(\w+)'\s*,\s*${literal}`, 'g'), method: 1 },
  { re: new RegExp(String.raw`\bapiGet(?:Required)?\s*${typeArgs}\(\s*${literal}`, 'g'), method: 'GET' },
  { re: new RegExp(String.raw`\.open\(\s*'(\w+)'\s*,\s*${literal}`, 'g'), method: 1 },
  { re: new RegExp(String.raw`\bfetch\(\s*${literal}([^;]*)`, 'g'), method: 'fetch' },
];
const anyClientCall = new RegExp(String.raw`\b(?:apiRequest|apiGet|apiGetRequired)\s*${typeArgs}\(`, 'g');
const inlineKey =
  /(?:queryKey\s*:\s*|(?:invalidateQueries|setQueryData|getQueryData|removeQueries|refetchQueries|resetQueries|cancelQueries|fetchQuery|ensureQueryData|prefetchQuery)\(\s*)\[\s*['"`]/g;

/** Comments removed, with their line breaks kept so positions still give line numbers. */
const withoutComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, (_, indent) => indent);

/** '/api/disputes/${id}/tracking?x=1' -> '/api/disputes/{}/tracking' */
const normalisedPath = (raw) =>
  raw
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

const files = readdirSync(root, { recursive: true })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'lib/api-client.ts');

const owners = new Map();
const problems = [];

for (const file of files) {
  const text = withoutComments(readFileSync(path.join(root, file), 'utf8'));
  const mayCall = /^features\/[^/]+\/api\/[^/]+\.ts$/.test(file) || file.startsWith('lib/');
  const seen = new Set();

  for (const { re, method } of patterns) {
    for (const m of text.matchAll(re)) {
      const offset = typeof method === 'number' ? 1 : 0;
      const raw = m[offset + 1] ?? m[offset + 2] ?? m[offset + 3] ?? '';
      seen.add(m.index);
      if (!raw.startsWith('/api/')) continue;
      let verb = typeof method === 'number' ? m[1].toUpperCase() : method;
      if (verb === 'fetch')
        verb = (/method\s*:\s*['"](\w+)['"]/.exec(m[4] ?? '')?.[1] ?? 'GET').toUpperCase();
      const endpoint = `${verb} ${normalisedPath(raw)}`;
      if (!mayCall) problems.push(`${file}:${lineOf(text, m.index)} calls ${endpoint} outside an api/ file`);
      const where = owners.get(endpoint) ?? new Set();
      where.add(file);
      owners.set(endpoint, where);
    }
  }
  for (const m of text.matchAll(contractCall)) {
    seen.add(m.index);
    const endpoint = contractRoutes.get(m[1]);
    if (!endpoint) {
      problems.push(`${file}:${lineOf(text, m.index)} calls endpoints.${m[1]}, which no contract defines`);
      continue;
    }
    if (!mayCall) problems.push(`${file}:${lineOf(text, m.index)} calls ${endpoint} outside an api/ file`);
    const where = owners.get(endpoint) ?? new Set();
    where.add(file);
    owners.set(endpoint, where);
  }
  for (const m of text.matchAll(anyContractCall)) {
    if (!seen.has(m.index))
      problems.push(
        `${file}:${lineOf(text, m.index)} calls an endpoint that is not named as endpoints.<name>`,
      );
  }
  // A call the patterns cannot read (a path in a variable) could hide a second owner.
  for (const m of text.matchAll(anyClientCall)) {
    if (!seen.has(m.index))
      problems.push(`${file}:${lineOf(text, m.index)} calls the API with a path that is not a literal`);
  }
  if (!file.startsWith('lib/query-keys/')) {
    for (const m of text.matchAll(inlineKey))
      problems.push(
        `${file}:${lineOf(text, m.index)} uses an inline query key; use a factory in lib/query-keys`,
      );
  }
}

for (const [endpoint, where] of owners) {
  if (where.size > 1)
    problems.push(`${endpoint} is called from ${where.size} files: ${[...where].join(', ')}`);
}

if (problems.length > 0) {
  console.error(`Web endpoint ownership (scripts/check-web-endpoints.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Web endpoint ownership: ${owners.size} endpoints, each called from one file.`);
