import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockNamespaces } from './lock-keys';
import { sqlSourcesFolder } from './migrate';
import { readSqlSources } from './sql-sources';

const srcFolder = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts file of the server's sources but tests, and the migrations' history. */
function serverSources(dir = srcFolder): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : serverSources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each advisory lock call with what follows its opening parenthesis. */
const lockCalls = (text: string) =>
  [...text.matchAll(/pg_(?:try_)?advisory(?:_xact)?_(?:un)?lock(?:_shared)?\s*\(([^;]{0,80})/g)].map(
    (m) => m[1] as string,
  );

describe('advisory lock keys', () => {
  it('gives every lock a namespace of its own', () => {
    const numbers = Object.values(lockNamespaces);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(Number.isInteger(n) && n > 0 && n < 2 ** 31).toBe(true);
  });

  it('has every lock in the SQL sources take its namespace from the registry', () => {
    const sources = readSqlSources(sqlSourcesFolder);
    const raw = sources.map((s) => readFileSync(path.join(sqlSourcesFolder, s.file), 'utf8'));
    const calls = raw.flatMap(lockCalls);
    expect(calls.length).toBeGreaterThan(0);
    const used = calls.map((c) => /^\{\{lock\.(\w+)\}\}\s*,/.exec(c)?.[1]);
    for (const [i, name] of used.entries()) {
      expect(name && name in lockNamespaces, `lock call (${calls[i]}`).toBe(true);
    }
  });

  it('has every lock in TypeScript take its namespace from the registry, in the two-key form', () => {
    const offenders: string[] = [];
    let calls = 0;
    for (const file of serverSources()) {
      const text = readFileSync(file, 'utf8');
      // A statement with parameters (node-postgres) passes the namespace as its first one.
      const passesNamespace = /\[\s*lockNamespaces\.\w+,/.test(text);
      for (const call of lockCalls(text)) {
        calls++;
        const ok =
          /^\$\{lockNamespaces\.\w+\}::int\s*,/.test(call) || (passesNamespace && /^\$1\s*,/.test(call));
        if (!ok) {
          offenders.push(`${path.relative(srcFolder, file)}: (${call}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
  });

  it('names only registered locks in TypeScript', () => {
    const names = serverSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/lockNamespaces\.(\w+)/g)].map((m) => m[1] as string),
    );
    for (const name of names) expect(name in lockNamespaces, name).toBe(true);
  });
});
