import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import { organizations, users } from '../schema';
import { type DemoCreditVariant, seedDemoCredit } from './demo-credit';
import { settleDemoLetterMailers } from './demo-disputes';
import { seedPlans } from './plans';

/**
 * A second credit repair company on the White Label plan, with its own branding, admin and clients,
 * so that the wall between organizations can be seen (sign in at summit.localhost) and tested.
 */
const summitOrganization = {
  slug: 'summit',
  host: 'summit.localhost',
  plan: 'WHITE_LABEL' as const,
  companyName: 'Summit Credit Partners',
  primaryColour: '#2f9e44',
  supportEmail: 'help@summit.example.com',
  supportPhone: '(614) 555-0142',
  senderName: 'Summit Credit Partners',
  returnAddress: '880 High Street, Suite 410, Worthington, OH 43085',
  croaBusinessName: 'Summit Credit Partners LLC',
  croaBusinessAddress: '880 High Street, Suite 410, Worthington, OH 43085',
};

/** The README lists these; the passwords are public by design: demo data only. */
export const summitAccounts = [
  {
    email: 'admin@summit.example.com',
    password: 'DemoSummit#2026',
    firstName: 'Dana',
    lastName: 'Whitfield',
    accessLevel: 'ADMIN' as const,
  },
  {
    email: 'maria.delgado@summit.example.com',
    password: 'DemoSummitClient#2026',
    firstName: 'Maria',
    lastName: 'Delgado',
    accessLevel: 'STANDARD' as const,
  },
  {
    email: 'terrence.hall@summit.example.com',
    password: 'DemoSummitClient#2026',
    firstName: 'Terrence',
    lastName: 'Hall',
    accessLevel: 'STANDARD' as const,
  },
  {
    email: 'priya.natarajan@summit.example.com',
    password: 'DemoSummitClient#2026',
    firstName: 'Priya',
    lastName: 'Natarajan',
    accessLevel: 'CLIENT_VIEWER' as const,
  },
];

/** Each client's own file: another address, history and set of items than the platform's demo people. */
const summitFiles: Record<string, DemoCreditVariant> = {
  'maria.delgado@summit.example.com': {
    address: {
      addressLine1: '2210 Sawmill Road',
      addressLine2: null,
      city: 'Dublin',
      state: 'OH',
      zipCode: '43016',
    },
    scores: [548, 552, 561, 566, 574, 580, 589],
    utilizationBp: 8100,
    accountAgeMonths: 28,
    targetScore: 660,
    items: [0, 1, 3, 5, 7],
  },
  'terrence.hall@summit.example.com': {
    address: {
      addressLine1: '75 East Gay Street',
      addressLine2: 'Unit 1204',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
    },
    scores: [631, 628, 635, 641, 639, 648, 655],
    utilizationBp: 3300,
    accountAgeMonths: 96,
    targetScore: 720,
    items: [0, 2, 3, 4, 6],
  },
  'priya.natarajan@summit.example.com': {
    address: {
      addressLine1: '418 Olentangy River Road',
      addressLine2: null,
      city: 'Delaware',
      state: 'OH',
      zipCode: '43015',
    },
    scores: [590, 597, 602, 600, 612, 619, 626],
    utilizationBp: 5200,
    accountAgeMonths: 57,
    targetScore: 700,
    items: [1, 4, 5, 6, 7],
  },
};

/** The organization, made once (found by its slug after that); its id. */
async function summitOrganizationId(db: Database) {
  const [found] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(sql`lower(${organizations.slug})`, summitOrganization.slug));
  if (found) return found.id;
  const [made] = await db
    .insert(organizations)
    .values(summitOrganization)
    .returning({ id: organizations.id });
  return (made as { id: number }).id;
}

export async function seedDemoSummit(db: Database, secretBox: SecretBox) {
  const organizationId = await summitOrganizationId(db);
  await seedPlans(db, organizationId);
  const ids: number[] = [];
  for (const { password, ...account } of summitAccounts) {
    const [row] = await db
      .insert(users)
      .values({ ...account, organizationId, passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) ids.push(row.id);
  }
  for (const [email, file] of Object.entries(summitFiles)) {
    await seedDemoCredit(db, secretBox, email, new Date(), file);
  }
  await settleDemoLetterMailers(db, ids);
}
