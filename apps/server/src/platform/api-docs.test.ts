import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-lifecycle';
import { apiTags } from './api-docs';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

// A built web app, so that its page route exists and can be seen to stay out of the API document.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Credit Repair</title>');

describe('the OpenAPI document', () => {
  const t = useTestApp('pglite', { WEB_DIST_DIR: webDist }, { seed: false });
  const load = async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Document;
    const operations = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, ...op })),
    );
    return { doc, operations };
  };

  it('lists every API route once, and nothing but the API', async () => {
    const { operations } = await load();
    const declared = t.app.declaredRoutes.map(
      (r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
    );
    expect(operations.map((o) => o.name).sort()).toEqual([...declared].sort());
  });

  it('gives every operation a unique verb-noun operationId, a summary and a declared tag', async () => {
    const { doc, operations } = await load();
    const declaredTags = new Set(doc.tags.map((tag) => tag.name));
    expect(doc.tags.map((tag) => tag.name)).toEqual(apiTags.map((tag) => tag.name));
    for (const op of operations) {
      expect(op.operationId, op.name).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      expect(op.summary?.trim(), op.name).toBeTruthy();
      expect(op.description?.trim(), op.name).toBeTruthy();
      expect(op.tags, op.name).toHaveLength(1);
      expect(declaredTags.has(op.tags?.[0] as string), `${op.name}: tag ${op.tags?.[0]}`).toBe(true);
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents a success answer and the shared error shape of every operation', async () => {
    const { operations } = await load();
    for (const op of operations) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        op.name,
      ).toBe(true);
      for (const [status, answer] of Object.entries(op.responses)) {
        expect(answer.description, `${op.name} ${status}`).toBeTruthy();
        if (status === 'default' || Number(status) >= 400) {
          expect(answer.content?.['application/json']?.schema.$ref, `${op.name} ${status}`).toBe(
            '#/components/schemas/ApiError',
          );
        }
      }
      // Every route but the public ones answers 401 without a session, and 403 when refused.
      if (op.security) expect(statuses, op.name).toEqual(expect.arrayContaining(['401', '403']));
    }
    const signedIn = operations.filter((op) => op.security);
    expect(signedIn.length).toBeGreaterThan(operations.length / 2);
  });

  it('describes the PDF downloads as PDF files', async () => {
    const { doc } = await load();
    const letter = doc.paths['/api/disputes/{id}/letter.pdf']?.get;
    expect(Object.keys(letter?.responses[200]?.content ?? {})).toEqual(['application/pdf']);
  });
});
