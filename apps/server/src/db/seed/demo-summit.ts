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

const summitAdmin = {
  email: 'admin@summit.example.com',
  password: 'DemoSummit#2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
  accessLevel: 'ADMIN' as const,
  teamRole: 'OWNER' as const,
};
const clientPassword = 'DemoSummitClient#2026';

/**
 * Summit's clients, one row each: who they are and their own file (another address, history,
 * set of items and account numbers than the platform's demo people and each other). The login is
 * the part of the e-mail before @summit.example.com; every address is in Ohio; scores oldest first;
 * items are places in the demo item list.
 */
type SummitClientRow = [
  login: string,
  firstName: string,
  lastName: string,
  accessLevel: 'STANDARD' | 'CLIENT_VIEWER',
  street: string,
  unit: string | null,
  city: string,
  zipCode: string,
  scores: number[],
  utilizationBp: number,
  accountAgeMonths: number,
  targetScore: number,
  items: number[],
  accountSeed: number,
];
// biome-ignore format: one client a line, so the table reads as a table
const summitClientRows: SummitClientRow[] = [
  ['maria.delgado', 'Maria', 'Delgado', 'STANDARD', '2210 Sawmill Road', null, 'Dublin', '43016', [548, 552, 561, 566, 574, 580, 589], 8100, 28, 660, [0, 1, 3, 5, 7], 47],
  ['terrence.hall', 'Terrence', 'Hall', 'STANDARD', '75 East Gay Street', 'Unit 1204', 'Columbus', '43215', [631, 628, 635, 641, 639, 648, 655], 3300, 96, 720, [0, 2, 3, 4, 6], 59],
  ['priya.natarajan', 'Priya', 'Natarajan', 'CLIENT_VIEWER', '418 Olentangy River Road', null, 'Delaware', '43015', [590, 597, 602, 600, 612, 619, 626], 5200, 57, 700, [1, 4, 5, 6, 7, 9], 73],
];

const summitClients = summitClientRows.map(
  ([
    name,
    firstName,
    lastName,
    accessLevel,
    addressLine1,
    addressLine2,
    city,
    zipCode,
    scores,
    utilizationBp,
    accountAgeMonths,
    targetScore,
    items,
    accountSeed,
  ]) => ({
    account: {
      email: `${name}@summit.example.com`,
      password: clientPassword,
      firstName,
      lastName,
      accessLevel,
    },
    file: {
      address: { addressLine1, addressLine2, city, state: 'OH', zipCode },
      scores,
      utilizationBp,
      accountAgeMonths,
      targetScore,
      items,
      accountSeed,
    } satisfies DemoCreditVariant,
  }),
);

/** The README lists these; the passwords are public by design: demo data only. */
export const summitAccounts = [summitAdmin, ...summitClients.map((c) => c.account)];

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
  for (const { account, file } of summitClients) {
    await seedDemoCredit(db, secretBox, account.email, new Date(), file);
  }
  await settleDemoLetterMailers(db, ids);
}
