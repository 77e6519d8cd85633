import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@app/contracts/common/error-codes';
import { describe, expect, it } from 'vitest';

const serverSources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Fixtures stand in for outside services, whose own codes are not ours.
    const ours = entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name);
    return ours ? [full] : [];
  });
}

const sources = sourceFiles(serverSources).map((file) => readFileSync(file, 'utf8'));

// The ways a code is written next to the error that carries it: `new AppError(409, 'X'`,
// `new ProviderFailure('X'`, `errorBody('X'`, and a body sent by hand, `error: { code: 'X'`.
const codeSites = [
  /AppError\(\s*\d{3},\s*'([A-Z0-9_]+)'/g,
  /ProviderFailure\(\s*'([A-Z0-9_]+)'/g,
  /errorBody\(\s*'([A-Z0-9_]+)'/g,
  /error:\s*\{\s*code:\s*'([A-Z0-9_]+)'/g,
];

const thrownCodes = new Set(
  sources.flatMap((text) => codeSites.flatMap((site) => [...text.matchAll(site)].map((m) => m[1] as string))),
);

describe('error codes', () => {
  it('finds the codes the server throws', () => {
    // A guard on the scan itself: if the patterns stopped matching, the next test would pass empty.
    expect(thrownCodes.size).toBeGreaterThan(30);
  });

  it('answers only codes of the shared list', () => {
    const listed = new Set<string>(errorCodes);
    expect([...thrownCodes].filter((code) => !listed.has(code))).toEqual([]);
  });

  it('uses every code of the shared list', () => {
    const everything = sources.join('\n');
    // Written as a string or, in a table keyed by code, as a key.
    const written = (code: string) => everything.includes(`'${code}'`) || everything.includes(`${code}: [`);
    expect(errorCodes.filter((code) => !written(code))).toEqual([]);
  });

  it('lists each code once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
