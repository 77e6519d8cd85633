import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointContract } from './endpoint';

/**
 * `routes.generated.ts` is the web's zod-free view of the contracts: this test writes it when run with
 * UPDATE_ENDPOINTS=1 (`npm run endpoints:generate`) and fails while it differs from the contracts.
 */
const folder = import.meta.dirname;
const generatedFile = path.join(folder, 'routes.generated.ts');

const isContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' &&
  value !== null &&
  'operationId' in value &&
  'method' in value &&
  'path' in value &&
  'responses' in value;

const camel = (file: string) => file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

async function contractsByFile() {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.endpoints.ts'))
    .sort();
  const found: { file: string; name: string; contract: EndpointContract }[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ path.join(folder, file));
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (isContract(value)) found.push({ file: file.replace(/\.ts$/, ''), name, contract: value });
    }
  }
  return found;
}

function generated(contracts: Awaited<ReturnType<typeof contractsByFile>>) {
  const files = [...new Set(contracts.map((c) => c.file))];
  const lines = [
    '// Generated from the *.endpoints.ts contracts by `npm run endpoints:generate`: do not edit.',
    '// Method and path at runtime, the contract only as a type, so the web loads no zod from here.',
    "import { route } from './route';",
    ...files.map((f) => `import type * as ${camel(f.replace(/\.endpoints$/, ''))} from './${f}';`),
    '',
    ...contracts.map(
      ({ file, name, contract }) =>
        `export const ${name} = route<typeof ${camel(file.replace(/\.endpoints$/, ''))}.${name}>('${contract.method}', '${contract.path}');`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

describe('endpoint contracts', async () => {
  const contracts = await contractsByFile();

  it('name each export after its operation, once across all domains', () => {
    for (const { name, contract } of contracts) expect(contract.operationId, name).toBe(name);
    const names = contracts.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('give each method and path to one endpoint', () => {
    const keys = contracts.map((c) => `${c.contract.method} ${c.contract.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('name in the path exactly the parameters the params schema reads', () => {
    for (const { name, contract } of contracts) {
      const inPath = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const shape = (contract.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(inPath, name).toEqual(Object.keys(shape).sort());
    }
  });

  it('are what routes.generated.ts says (UPDATE_ENDPOINTS=1 rewrites it)', () => {
    const expected = generated(contracts);
    if (process.env.UPDATE_ENDPOINTS === '1') writeFileSync(generatedFile, expected);
    expect(readFileSync(generatedFile, 'utf8')).toBe(expected);
  });
});
