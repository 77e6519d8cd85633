import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { inArray, sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import { educationalContent, knowledgeArticles, users } from '../schema';
import { articleSeed } from './articles';
import { demoBetaTester } from './demo-beta-credit-file';
import { seedDemoBetaTesting } from './demo-beta-testing';
import { seedDemoBilling } from './demo-billing';
import { seedDemoConsumerTools } from './demo-consumer-tools';
import { demoBetaVariant, demoClientVariant, seedDemoCredit } from './demo-credit';
import { settleDemoLetterMailers } from './demo-disputes';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoFinancialWellness } from './demo-financial-wellness';
import { seedDemoIdentityTheft } from './demo-identity-theft';
import { seedDemoMonitoring } from './demo-monitoring';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoRentAndBank } from './demo-rent-and-bank';
import { seedDemoSummit, summitAccounts } from './demo-summit';
import { seedDemoSupport } from './demo-support';
import { seedDemoTaxAndEmployment } from './demo-tax-employment';
import { seedDemoTeam } from './demo-team';
import { demoAccounts, seedDemoUsers } from './demo-users';
import { knowledgeArticleSeed } from './knowledge-articles';
import { seedPlans } from './plans';

/**
 * Plans, Learning Center and knowledge base articles are product content and always exist. Demo accounts and
 * their credit files only where asked (an empty embedded database, or SEED_DEMO).
 */
export async function seedDatabase(
  db: Database,
  opts: { demo: 'always' | 'if-empty' | 'never'; secretBox: SecretBox },
) {
  await seedPlans(db);
  await db
    .insert(educationalContent)
    .values(articleSeed)
    .onConflictDoNothing({ target: educationalContent.slug });
  await db
    .insert(knowledgeArticles)
    // The platform's help articles, which every organization's help pages and support chat read.
    .values(
      knowledgeArticleSeed.map((a) => ({ ...a, organizationId: platformOrganizationId, published: true })),
    )
    .onConflictDoNothing({ target: [knowledgeArticles.organizationId, knowledgeArticles.slug] });
  if (opts.demo === 'never') return false;
  if (opts.demo === 'if-empty') {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) return false;
  }
  // With SEED_DEMO seeding runs at every start; the demo people and their files are added once.
  const demoEmails = demoAccounts.map((a) => a.email);
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.email, demoEmails));
  if ((present?.n ?? 0) === demoEmails.length) return false;
  await seedDemoUsers(db);
  await seedDemoTeam(db);
  // Each demo person's own file: other items, account numbers, scores, address and follow-ups.
  await seedDemoCredit(db, opts.secretBox, 'client@example.com', new Date(), demoClientVariant);
  await seedDemoCredit(db, opts.secretBox, 'beta@example.com', new Date(), demoBetaVariant);
  await seedDemoMonitoring(db, opts.secretBox, 'client@example.com');
  // The beta tester's own file, distinct from the client's: their financial-wellness tabs read it.
  await seedDemoMonitoring(db, opts.secretBox, 'beta@example.com', demoBetaTester);
  await seedDemoFinancialWellness(db, 'beta@example.com');
  await seedDemoIdentityTheft(db, 'beta@example.com');
  await seedDemoTaxAndEmployment(db, 'beta@example.com');
  await seedDemoRentAndBank(db, opts.secretBox, 'beta@example.com');
  await seedDemoBilling(db, 'client@example.com');
  const demoPeople = await db.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails));
  await settleDemoLetterMailers(
    db,
    demoPeople.map((p) => p.id),
  );
  await seedDemoSupport(db);
  await seedDemoConsumerTools(db, 'beta@example.com');
  await seedDemoBetaTesting(db);
  await seedDemoDocuments(db, opts.secretBox, 'client@example.com', { conversation: false });
  await seedDemoDocuments(db, opts.secretBox, 'beta@example.com', { conversation: true });
  await seedDemoSummit(db, opts.secretBox);
  const everyDemoPerson = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...demoEmails, ...summitAccounts.map((a) => a.email)]));
  await seedDemoOnboarding(
    db,
    everyDemoPerson.map((p) => p.id),
  );
  return true;
}
