import { randomBytes } from 'node:crypto';
import type { ChargeResult, PaymentsPort, SavedCard, TestCardProcessor } from './payments.port';
import { checkTestCard, stripeTestCards } from './test-cards';

const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The local test-mode processor. Its cards are confirmed through our own test-mode endpoint (the
 * billing service records the saved card), so the adapter keeps no state of its own and any API
 * process may answer. Test cards saved here always charge successfully, except the declined number,
 * which never gets saved.
 */
export function createBuiltinPayments(): PaymentsPort & { testCardProcessor: TestCardProcessor } {
  return {
    provider: 'builtin',
    testMode: true,
    publishableKey: null,
    testCardProcessor: {
      cards: stripeTestCards,
      check: checkTestCard,
      save: (card) => ({ ...card, providerPaymentMethodId: token('pm') }),
    },
    async createCustomer() {
      return { customerId: token('cus') };
    },
    async createSetupIntent() {
      const id = token('seti');
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    async savedCardOf(): Promise<SavedCard | null> {
      // Test-mode cards reach us through confirm-setup, never by asking the processor.
      return null;
    },
    async charge({ idempotencyKey }): Promise<ChargeResult> {
      // Derived from the key: a retry answers the same payment id.
      return {
        status: 'succeeded',
        paymentId: `pi_test_${Buffer.from(idempotencyKey).toString('base64url').slice(0, 40)}`,
      };
    },
    async detachPaymentMethod() {},
  };
}
