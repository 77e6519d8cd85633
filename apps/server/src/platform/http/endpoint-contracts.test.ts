import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointContract } from '@app/contracts/endpoints/endpoint';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app-lifecycle';

const contractsFolder = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src/endpoints');

async function allContracts() {
  const contracts: EndpointContract[] = [];
  for (const file of readdirSync(contractsFolder).filter((f) => f.endsWith('.endpoints.ts'))) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ path.join(contractsFolder, file));
    for (const value of Object.values(module)) {
      if (typeof value === 'object' && value !== null && 'operationId' in value && 'responses' in value)
        contracts.push(value as EndpointContract);
    }
  }
  return contracts;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
}

describe('endpoint contracts', () => {
  const t = useTestApp('pglite', {}, { seed: false });

  it('are each served once, as their contract says, and no route is written any other way', async () => {
    const contracts = await allContracts();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const served = t.app.declaredRoutes.map((r) => {
      const openApiPath = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      return {
        key: `${r.method} ${openApiPath}`,
        operation: doc.paths[openApiPath]?.[r.method.toLowerCase()],
      };
    });

    for (const contract of contracts) {
      const key = `${contract.method} ${contract.path}`;
      const routes = served.filter((r) => r.key === key);
      expect(routes.length, `${contract.operationId} (${key}) is served ${routes.length} times`).toBe(1);
      // The document's description also says who may call; the rest is the contract's word for word.
      const { operationId, summary, tags } = routes[0]?.operation ?? {};
      expect({ operationId, summary, tags }, key).toEqual({
        operationId: contract.operationId,
        summary: contract.summary,
        tags: [...contract.tags],
      });
      if (contract.description)
        expect(routes[0]?.operation?.description, key).toContain(contract.description);
    }

    const fromContracts = new Set(contracts.map((c) => `${c.method} ${c.path}`));
    const notFromContracts = served
      .filter((r) => !fromContracts.has(r.key))
      .map((r) => r.operation?.operationId ?? r.key)
      .sort();
    expect(notFromContracts).toEqual([]);
  });
});
