import { beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../integrations/ai/fake-openai-server.fixture';
import { sampleHtml } from './sample-reports/render-sample';
import { generateSample } from './sample-reports/sample-layouts';

// The model's address is known only once the fake server listens, before the app is built.
const env: Record<string, string> = { AI_PROVIDER: 'openai', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '5000' };
let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  env.AI_BASE_URL = fake.baseURL;
  return () => fake.close();
});

describe('a report read by the rules and by a model (AI_PROVIDER=openai)', () => {
  const t = useTestApp('pglite', env, { seed: false });
  let admin: { headers: Record<string, string> };
  let clientId: number;
  const sample = generateSample('grid-wide', 31);
  beforeAll(async () => {
    admin = await anAdmin(t);
    clientId = (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')).userId;
  });
  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: admin.headers,
      payload: {
        userId: clientId,
        fileName: 'report.html',
        fileType: 'text/html',
        fileData: Buffer.from(sampleHtml(sample)).toString('base64'),
      },
    });

  it("keeps the rules' items, adds what only the model found flagged for review, and applies the sanity rules to it", async () => {
    const res = await upload();
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().aiAnalysis;
    expect(a.engine).toBe('openai');
    const byRules = a.issuesFound.filter((i: { foundBy: string }) => i.foundBy === 'rules');
    for (const n of sample.expected.negatives)
      expect(byRules.map((i: { creditor: string }) => i.creditor)).toContain(n.creditor);
    const byModel = a.issuesFound.filter((i: { foundBy: string }) => i.foundBy === 'model');
    expect(byModel.map((i: { creditor: string; type: string }) => `${i.type} ${i.creditor}`).sort()).toEqual([
      'CHARGE_OFF SHADOW LENDING CO',
      'INQUIRY QUIET HILL BANK',
    ]);
    // The rules read every score, so the model's score changes nothing.
    expect(a.scores).toEqual(sample.expected.scores);
    expect(a.message).toMatch(/AI model found 2 item\(s\)/);
  });

  it('shows the built-in reading alone when the model fails', async () => {
    fake.behaviour = 'http-500';
    const res = await upload();
    fake.behaviour = 'answer';
    expect(res.statusCode).toBe(201);
    const a = res.json().aiAnalysis;
    expect(a.issuesFound.every((i: { foundBy: string }) => i.foundBy === 'rules')).toBe(true);
    expect(a.message).toMatch(/AI model could not read this report/);
  });
});
