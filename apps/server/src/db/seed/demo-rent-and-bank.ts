import { eq } from 'drizzle-orm';
import { createSimulatedBanking } from '../../integrations/banking/simulated.adapter';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import { bankConnections, bankVerifications, rentReportingEnrollments, users } from '../schema';

const day = 86_400_000;

/**
 * The beta tester's Rent and Verify tabs: Experian Boost recorded as chosen two weeks ago, and one
 * checking account connected through a verification that was e-mailed, checked and used.
 */
export async function seedDemoRentAndBank(
  db: Database,
  secretBox: SecretBox,
  email: string,
  now = new Date(),
) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const ago = (n: number) => new Date(now.getTime() - n * day);
  await db
    .insert(rentReportingEnrollments)
    .values({ userId: user.id, serviceId: 'experian-boost', enrolledOn: ago(14).toISOString().slice(0, 10) });
  await db.insert(bankVerifications).values({
    userId: user.id,
    codeSealed: secretBox.seal('000000'),
    sentTo: `${email.slice(0, 1)}•••@${email.split('@')[1]}`,
    expiresAt: new Date(ago(10).getTime() + 15 * 60_000),
    verifiedAt: ago(10),
    usedAt: ago(10),
    createdAt: ago(10),
  });
  const [connection] = await db
    .insert(bankConnections)
    .values({
      userId: user.id,
      bankName: 'Chase',
      accountType: 'CHECKING',
      // Chase's published New York routing number: real, and it passes the check digit.
      routingNumber: '021000021',
      accountLast4Sealed: secretBox.seal('4821'),
      autoPaymentOptimization: true,
      connectionStatus: 'CONNECTED',
      createdAt: ago(10),
    })
    .returning();
  if (!connection) return;
  const balanceHistory = await createSimulatedBanking().balances(
    { connectionId: connection.id, bankName: connection.bankName, accountType: connection.accountType },
    ago(1),
  );
  await db
    .update(bankConnections)
    .set({ balanceHistory, lastSync: ago(1) })
    .where(eq(bankConnections.id, connection.id));
}
