import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import {
  aiConversationEntries,
  bureauResponses,
  chatDocuments,
  creditIssues,
  creditReports,
  disputes,
  onboardingCompletedSteps,
  users,
} from '../schema';
import { summitAccounts } from './demo-summit';
import { demoAccounts } from './demo-users';

/** Every "ending 1234" a text names. */
const endingsIn = (text: string) => [...text.matchAll(/ending (\d{4})/g)].map((m) => m[1]);

describe.each(testDatabaseKinds())('the demo people’s files on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.close());

  const clients = [...demoAccounts, ...summitAccounts].filter((a) => a.accessLevel !== 'ADMIN');

  async function fileOf(email: string) {
    const [person] = await db.db.select().from(users).where(eq(users.email, email));
    if (!person) throw new Error(`no demo person ${email}`);
    const issues = await db.db.select().from(creditIssues).where(eq(creditIssues.userId, person.id));
    const letters = await db.db.select().from(disputes).where(eq(disputes.userId, person.id));
    const [report] = await db.db.select().from(creditReports).where(eq(creditReports.userId, person.id));
    return { person, issues, letters, report };
  }

  it('names in every seeded bureau answer, document and assistant reply only the person’s own accounts and address', async () => {
    for (const { email } of clients) {
      const { person, issues, letters } = await fileOf(email);
      const own = new Set(issues.map((i) => i.accountNumberLast4).filter((n) => n !== null));
      const street = person.addressLine1 as string;
      expect(street, email).toBeTruthy();

      const answers = await db.db
        .select({ text: bureauResponses.responseText })
        .from(bureauResponses)
        .where(eq(bureauResponses.userId, person.id));
      const documents = await db.db
        .select({ name: chatDocuments.fileName, sealed: chatDocuments.extractedTextSealed })
        .from(chatDocuments)
        .where(and(eq(chatDocuments.userId, person.id), isNotNull(chatDocuments.extractedTextSealed)));
      const replies = await db.db
        .select({ content: aiConversationEntries.content })
        .from(aiConversationEntries)
        .where(eq(aiConversationEntries.userId, person.id));
      const texts = [
        ...answers.map((a) => a.text),
        ...documents.map((d) => db.secretBox.open(d.sealed as string)),
        ...replies.map((r) => r.content),
      ];
      for (const text of texts) {
        for (const ending of endingsIn(text)) expect(own, `${email}: ${text}`).toContain(ending);
      }
      // A bureau answer about an account names it by the person's own number.
      expect(
        answers.some((a) => endingsIn(a.text).length > 0),
        email,
      ).toBe(true);

      for (const d of documents.map((x) => db.secretBox.open(x.sealed as string))) {
        const served = /Service address: (.*)/.exec(d)?.[1];
        if (served) expect(served, email).toContain(street);
      }
      for (const l of letters) expect(l.letterContent, email).toContain(street);
    }
  });

  it('gives each demo person a file of their own: items, account numbers, score and follow-ups', async () => {
    const files = await Promise.all(clients.map((c) => fileOf(c.email)));
    const numbers = files.flatMap((f) => f.issues.map((i) => i.accountNumberLast4).filter((n) => n !== null));
    expect(new Set(numbers).size).toBe(numbers.length);
    const scores = files.map((f) => f.report?.creditScore);
    expect(new Set(scores).size).toBe(scores.length);

    const byEmail = (email: string) => files[clients.findIndex((c) => c.email === email)];
    const [casey, jordan] = [byEmail('client@example.com'), byEmail('beta@example.com')];
    expect(casey && jordan).toBeTruthy();
    const items = (f: typeof casey) => new Set(f?.issues.map((i) => `${i.type} ${i.creditor}`));
    expect(items(casey)).not.toEqual(items(jordan));
    const followUps = (f: typeof casey) => f?.letters.map((l) => l.followUpDate).filter(Boolean) ?? [];
    expect(followUps(casey).some((d) => followUps(jordan).includes(d))).toBe(false);
  });

  it('has no one with letters on file asked to approve a first letter', async () => {
    const withLetters = await db.db
      .selectDistinct({ userId: disputes.userId })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .where(ne(users.accessLevel, 'ADMIN'));
    const claimed = await db.db
      .select({ userId: onboardingCompletedSteps.userId })
      .from(onboardingCompletedSteps)
      .where(
        and(
          eq(onboardingCompletedSteps.stepId, 'approve-first-letter'),
          inArray(
            onboardingCompletedSteps.userId,
            withLetters.map((w) => w.userId),
          ),
        ),
      );
    expect(claimed).toHaveLength(withLetters.length);
  });
});
