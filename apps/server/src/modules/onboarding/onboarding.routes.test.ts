import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { educationalContent } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the person's badges and progress carry from one describe to the next.
const people = useSharedRows(appFor, async (t) => ({
  person: await createSignedInUser(t.app, t.db, 'BETA_TESTER'),
  other: await createSignedInUser(t.app, t.db, 'BETA_TESTER'),
  admin: await createSignedInUser(t.app, t.db, 'ADMIN'),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const get = (url: string, by: Caller) => t.app.inject({ url, headers: by.headers });
  const complete = (stepId: string, by: Caller = p.person, userId = by.userId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete-step',
      headers: by.headers,
      payload: { userId, stepId },
    });
  return { t, p, get, complete };
}

describe.each(testDatabaseKinds())('POST /api/onboarding/complete-step on %s', (kind) => {
  const { t, p, get, complete } = setup(kind);

  it('completes a step the person has done, with XP, a badge and the next step unlocked', async () => {
    const steps = (await get('/api/onboarding/steps', p.person)).json();
    expect(steps.map((s: { isLocked: boolean }) => s.isLocked)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);

    // The factory's user has a name and a mailing address: the profile step is done.
    const done = await complete('complete-profile');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, experienceAwarded: 150, newLevel: null });
    expect(done.json().newBadges).toEqual([
      expect.objectContaining({ badgeId: 'first-step', rarity: 'COMMON', isNew: true }),
    ]);
    expect((await complete('complete-profile')).statusCode).toBe(409);

    const progress = (
      await get(`/api/onboarding/progress/${p.person.userId}?timeZone=America/Chicago`, p.person)
    ).json();
    expect(progress).toMatchObject({
      level: 1,
      experiencePoints: 150,
      completedSteps: ['complete-profile'],
      totalSteps: 6,
      streakDays: 1,
      xpToNextLevel: 850,
      levelProgress: 15,
    });
    const after = (await get('/api/onboarding/steps', p.person)).json();
    expect(after[0]).toMatchObject({ isCompleted: true, isLocked: false });
    expect(after[1]).toMatchObject({ id: 'add-credit-report', isCompleted: false, isLocked: false });
  });

  it('answers 409 for a step not done yet or locked, and 400 for an unknown step', async () => {
    const notDone = await complete('add-credit-report');
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error.message).toMatch(/not done yet/);
    expect((await complete('set-score-goal')).statusCode).toBe(409); // locked behind the others
    expect((await complete('fly-to-the-moon')).statusCode).toBe(400);

    await t.app.services.reports.record({
      userId: p.person.userId,
      creditScore: 640,
      utilizationRate: 0.2,
      accountAge: 50,
      source: 'upload',
    });
    const done = await complete('add-credit-report');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().newBadges.map((b: { badgeId: string }) => b.badgeId)).toEqual(['report-ready']);
  });

  it('counts two opened articles for the reading step (after the steps before it)', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const articles = await t.db.db.select({ id: educationalContent.id }).from(educationalContent).limit(2);
    for (const a of articles) {
      expect((await get(`/api/educational-content/${a.id}`, fresh)).statusCode).toBe(200);
    }
    // Reading is recorded, but the step stays locked until the steps before it are done.
    expect((await complete('read-two-articles', fresh)).statusCode).toBe(409);
    expect(articles).toHaveLength(2);
  });
});

describe.each(testDatabaseKinds())('GET /api/onboarding/badges/{userId} on %s', (kind) => {
  const { t, p, get, complete } = setup(kind);

  it('keeps each person to their own progress and badges', async () => {
    expect((await get(`/api/onboarding/progress/${p.person.userId}`, p.other)).statusCode).toBe(404);
    expect((await get(`/api/onboarding/badges/${p.person.userId}`, p.other)).statusCode).toBe(404);
    expect((await complete('complete-profile', p.other, p.person.userId)).statusCode).toBe(404);
    expect((await get(`/api/onboarding/badges/${p.person.userId}`, p.admin)).json()).toHaveLength(2);
    expect(
      (await get(`/api/onboarding/progress/${p.person.userId}?timeZone=Mars/Olympus`, p.person)).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/onboarding/steps' })).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('POST /api/onboarding/badges/seen on %s', (kind) => {
  const { t, p, get } = setup(kind);

  it('shows badges as new until seen', async () => {
    const before = (await get(`/api/onboarding/badges/${p.person.userId}`, p.person)).json();
    expect(before.every((b: { isNew: boolean }) => b.isNew)).toBe(true);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/badges/seen',
      headers: p.person.headers,
    });
    expect(seen.statusCode).toBe(204);
    const after = (await get(`/api/onboarding/badges/${p.person.userId}`, p.person)).json();
    expect(after.some((b: { isNew: boolean }) => b.isNew)).toBe(false);
  });
});
