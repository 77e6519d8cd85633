import { scoreChangeSince } from '@app/contracts/score-change';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { transunionSample } from '../report-uploads/sample-reports/bureau-consumer-samples';
import { samplePdf } from '../report-uploads/sample-reports/render-sample';

type Point = { score: number; recordedAt: string; source: string };

// No score, utilization or account age exists for a person until a report is read, a bureau reports
// one, or the specialist states one; a specialist's figure is marked as theirs and starts no change.
const appFor = useFileTestApps({}, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const admin = await anAdmin(t);
  let n = 0;
  const tag = () => `${Date.now().toString(36)}${n++}`;
  const get = (url: string, caller: { headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url, headers: caller.headers });
  const post = (url: string, caller: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: caller.headers, payload: payload as never });

  async function createClient(extra: Record<string, unknown> = {}) {
    const id = tag();
    const res = await post('/api/users', admin, {
      firstName: 'Robin',
      lastName: `Figures ${id}`,
      email: `robin.${id}@example.com`,
      password: 'Start#Tmp2026x',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; lastName: string };
  }
  const tableRow = async (lastName: string) => {
    const res = await get(`/api/admin/clients?search=${encodeURIComponent(lastName)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items[0] as { score: number | null; scoreSource: string | null };
  };
  return { admin, get, post, createClient, tableRow };
});

describe.each(testDatabaseKinds())('GET /api/credit-reports/{userId} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('gives a new client no score, utilization or account age in any answer', async () => {
    // Added by a specialist without a starting score.
    const added = await s.createClient();
    expect((await s.get(`/api/credit-reports/${added.id}`, s.admin)).json()).toBeNull();
    expect((await s.get(`/api/credit-reports?userId=${added.id}`, s.admin)).json()).toBeNull();
    expect((await s.get(`/api/score-history/${added.id}`, s.admin)).json()).toEqual([]);
    const summary = (await s.get(`/api/admin/clients/${added.id}/summary`, s.admin)).json();
    expect(summary).toMatchObject({ creditScore: null, creditScoreSource: null });
    expect(await s.tableRow(added.lastName)).toMatchObject({ score: null, scoreSource: null });
    const simulate = await s.post('/api/simulate-credit-score', s.admin, {
      userId: added.id,
      currentScore: 650,
      actions: ['payOffCollections'],
    });
    expect(simulate.statusCode).toBe(404);

    // A person who signed up on their own reads their own records.
    const own = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    expect((await s.get('/api/credit-reports', own)).json()).toBeNull();
    expect((await s.get(`/api/credit-reports/${own.userId}`, own)).json()).toBeNull();
    expect((await s.get('/api/score-history', own)).json()).toEqual([]);
    const analysis = await s.post('/api/ai-credit-analysis', s.admin, { userId: own.userId });
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(JSON.stringify(analysis.json())).not.toMatch(/\b650\b|utilization is \d|36 months/);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-reports on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('keeps the spec’s starting figures, marked as entered by the specialist', async () => {
    // The spec's admin "create client": the user, then their report with the form's figures.
    const made = await s.createClient({ startingScore: 650 });
    const first = (await s.get(`/api/credit-reports/${made.id}`, s.admin)).json();
    expect(first).toMatchObject({
      creditScore: 650,
      creditRating: 'FAIR',
      utilizationRate: null,
      accountAge: null,
      source: 'specialist',
    });
    const stated = await s.post('/api/credit-reports', s.admin, {
      userId: made.id,
      creditScore: 650,
      creditRating: 'FAIR',
      utilizationRate: 0.3,
      accountAge: 36,
    });
    expect(stated.statusCode, stated.body).toBe(201);
    expect(stated.json()).toMatchObject({ utilizationRate: 0.3, accountAge: 36, source: 'specialist' });
    const history = (await s.get(`/api/score-history/${made.id}`, s.admin)).json() as Point[];
    expect(history.map((p) => [p.score, p.source])).toEqual([
      [650, 'specialist'],
      [650, 'specialist'],
    ]);
    // A specialist's figures are never the baseline of a change.
    expect(scoreChangeSince(history, 30, new Date(history[1]?.recordedAt ?? 0))).toBeNull();
    expect((await s.get(`/api/admin/clients/${made.id}/summary`, s.admin)).json()).toMatchObject({
      creditScore: 650,
      creditScoreSource: 'specialist',
    });
    expect(await s.tableRow(made.lastName)).toEqual(
      expect.objectContaining({ score: 650, scoreSource: 'specialist' }),
    );
    // Left out, the utilization and account age stay unknown rather than taking assumed values.
    const bare = await s.post('/api/credit-reports', s.admin, { userId: made.id, creditScore: 700 });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ utilizationRate: null, accountAge: null, source: 'specialist' });
  });
});

describe.each(testDatabaseKinds())('GET /api/score-history/{userId} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('makes the first reading the baseline, and shows a change only between two readings', async () => {
    const sample = transunionSample(101);
    const pdf = await samplePdf(sample);
    const made = await s.createClient({ startingScore: 650 });
    const uploaded = await s.post('/api/admin/upload-credit-report', s.admin, {
      userId: made.id,
      fileName: 'transunion-report.pdf',
      fileData: pdf.toString('base64'),
      fileType: 'application/pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const read = sample.expected.scores.TRANSUNION as number;
    const confirmed = await s.post(
      `/api/admin/credit-report-uploads/${uploaded.json().id}/confirm`,
      s.admin,
      {
        issues: [],
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recordedScore).toBe(read);

    const current = (await s.get(`/api/credit-reports/${made.id}`, s.admin)).json();
    // The file gives the score only: nothing is assumed for the rest, nor carried from the specialist.
    expect(current).toMatchObject({
      creditScore: read,
      source: 'upload',
      utilizationRate: null,
      accountAge: null,
    });
    let history = (await s.get(`/api/score-history/${made.id}`, s.admin)).json() as Point[];
    expect(history.map((p) => p.source)).toEqual(['specialist', 'upload']);
    const at = (p: Point | undefined) => new Date(new Date(p?.recordedAt ?? 0).getTime() + 60_000);
    expect(scoreChangeSince(history, 30, at(history[1]))).toBeNull();

    // A specialist's figure after the reading starts no change either.
    const stated = await s.post('/api/credit-reports', s.admin, { userId: made.id, creditScore: 700 });
    expect(stated.statusCode).toBe(201);
    history = (await s.get(`/api/score-history/${made.id}`, s.admin)).json() as Point[];
    expect(scoreChangeSince(history, 30, at(history[2]))).toBeNull();

    // A second reading: the change is measured from the first reading, not from either statement.
    const next = transunionSample(102);
    const again = await s.post('/api/admin/upload-credit-report', s.admin, {
      userId: made.id,
      fileName: 'transunion-report-2.pdf',
      fileData: (await samplePdf(next)).toString('base64'),
      fileType: 'application/pdf',
    });
    expect(again.statusCode, again.body).toBe(201);
    await s.post(`/api/admin/credit-report-uploads/${again.json().id}/confirm`, s.admin, { issues: [] });
    history = (await s.get(`/api/score-history/${made.id}`, s.admin)).json() as Point[];
    expect(history.map((p) => p.source)).toEqual(['specialist', 'upload', 'specialist', 'upload']);
    expect(scoreChangeSince(history, 30, at(history[3]))).toBe(
      (next.expected.scores.TRANSUNION as number) - read,
    );

    // A person's own entries are readings too: the first is the baseline, the second shows the change.
    const own = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await s.post('/api/credit-reports/self', own, { creditScore: 640 });
    expect((await s.get('/api/credit-reports', own)).json()).toMatchObject({
      source: 'self',
      utilizationRate: null,
      accountAge: null,
    });
    const ownFirst = (await s.get('/api/score-history', own)).json() as Point[];
    expect(scoreChangeSince(ownFirst, 30, at(ownFirst[0]))).toBeNull();
    const later = await s.post('/api/credit-reports/self', own, { creditScore: 662, utilizationRate: 0.12 });
    expect(later.json()).toMatchObject({ source: 'self', utilizationRate: 0.12, accountAge: null });
    const ownHistory = (await s.get('/api/score-history', own)).json() as Point[];
    expect(scoreChangeSince(ownHistory, 30, at(ownHistory[1]))).toBe(22);
  });
});
