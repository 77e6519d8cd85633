import {
  billingMessages,
  billingTimingOf,
  type confirmTestSetupRequest,
  type Subscription,
} from '@app/contracts/billing.contract';
import type { z } from 'zod';
import type { PaymentsPort, SavedCard } from '../../integrations/payments/payments.port';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { AgreementsService } from './agreements.service';
import type { BillingRepository, SubscriptionRow } from './billing.repository';
import { type BillingTimeline, currentPeriod } from './billing-cycle';
import { cancellationWindow } from './cancellation-window';

type WithPlan = NonNullable<Awaited<ReturnType<BillingRepository['currentSubscription']>>>;

export const timelineOf = (s: SubscriptionRow): BillingTimeline | null =>
  s.activatedAt
    ? {
        billing: s.billing,
        activatedAt: s.activatedAt,
        cancellationWindowEndsAt: s.cancellationWindowEndsAt,
        endsAt: s.endsAt,
      }
    : null;

export function createBillingService(deps: {
  repo: BillingRepository;
  payments: PaymentsPort;
  agreements: Pick<AgreementsService, 'signedSet'>;
  timeZone: string;
  /** Charges what is due now for one subscription (a professional plan's first month at activation). */
  settle: (subscriptionId: number) => Promise<unknown>;
  now?: () => Date;
}) {
  const { repo, payments } = deps;
  const now = deps.now ?? (() => new Date());

  function toSubscription({
    sub,
    planName,
    priceCents,
    billingInterval,
    chargeBasis,
    pricePerDeletionCents,
  }: WithPlan): Subscription {
    const t = now();
    const timeline = timelineOf(sub);
    const period = timeline ? currentPeriod(timeline, t) : null;
    const ended = sub.status === 'CANCELLED' || (sub.endsAt !== null && sub.endsAt <= t);
    const nextChargeAt =
      !period || ended
        ? null
        : sub.billing === 'arrears'
          ? period.end.toISOString()
          : period.end.toISOString();
    return {
      id: sub.id,
      planId: sub.planId,
      planName,
      priceCents,
      billingInterval,
      chargeBasis,
      pricePerDeletionCents: chargeBasis === 'PER_DELETION' ? pricePerDeletionCents : null,
      status: ended ? 'CANCELLED' : sub.status,
      billing: sub.billing,
      signedAt: sub.contractSignedAt?.toISOString() ?? null,
      lastDayToCancel: sub.lastDayToCancel,
      cancellationWindowEndsAt: sub.cancellationWindowEndsAt?.toISOString() ?? null,
      inCancellationWindow: !ended && !!sub.cancellationWindowEndsAt && t < sub.cancellationWindowEndsAt,
      currentPeriodStart: period?.start.toISOString() ?? null,
      currentPeriodEnd: period?.end.toISOString() ?? null,
      nextChargeAt,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      cancelledAt: sub.cancelledAt?.toISOString() ?? null,
    };
  }

  async function activate(sub: SubscriptionRow, card: SavedCard) {
    await repo.insertPaymentMethod({ userId: sub.userId, provider: sub.provider, ...card });
    await repo.updateSubscription(sub.id, { status: 'ACTIVE', activatedAt: now(), pendingCard: null });
    if (sub.billing === 'advance') await deps.settle(sub.id);
  }

  /** A card setup of the viewer's waiting for a test card, and the processor that takes it. */
  async function ownIncomplete(viewer: SessionUser, clientSecret: string) {
    const processor = payments.testCardProcessor;
    if (!processor) throw notFound('Test-mode setup');
    const row = await repo.subscriptionBySecret(clientSecret);
    if (!row || row.sub.userId !== viewer.id) throw notFound('Setup');
    if (row.sub.status !== 'INCOMPLETE') throw conflict('This card setup is already complete');
    return { sub: row.sub, processor };
  }

  return {
    toSubscription,
    async overview(viewer: SessionUser) {
      let row = await repo.latestSubscription(viewer.id);
      // Back from Stripe Elements before the webhook: ask Stripe whether the card was saved.
      if (
        row?.sub.status === 'INCOMPLETE' &&
        row.sub.provider === 'stripe' &&
        payments.provider === 'stripe'
      ) {
        if (await this.setupSucceeded(row.sub.setupIntentId)) row = await repo.latestSubscription(viewer.id);
      }
      const subscribed = row?.sub.status === 'ACTIVE';
      return {
        testMode: payments.testMode,
        testCards: [...(payments.testCardProcessor?.cards ?? [])],
        subscription: row ? toSubscription(row) : null,
        // The plan the specialist chose, offered first until the person is subscribed.
        chosenPlanId: subscribed ? null : await repo.chosenPlanOf(viewer.id),
      };
    },

    async start(viewer: SessionUser, planId: number) {
      const plan = await repo.findPlan(planId);
      // Only the plans the person's own organization offers exist for them.
      if (!plan?.active || plan.organizationId !== viewer.organizationId)
        throw new AppError(404, 'NOT_FOUND', billingMessages.planNotFound);
      const current = await repo.currentSubscription(viewer.id);
      if (current?.sub.status === 'ACTIVE' && !current.sub.cancelAtPeriodEnd) {
        if (current.sub.planId === planId) throw conflict(billingMessages.alreadySubscribed);
        throw conflict(`Cancel your ${current.planName} before choosing another plan`);
      }
      const consumer = plan.kind === 'consumer';
      let window: ReturnType<typeof cancellationWindow> | null = null;
      let contractSignedAt: Date | null = null;
      if (consumer) {
        // CROA: disclosure, contract and notice are signed before any card is asked for.
        const signed = await deps.agreements.signedSet(viewer.id, planId);
        if (!signed) throw new AppError(409, 'AGREEMENTS_REQUIRED', billingMessages.agreementsMissing);
        contractSignedAt = signed.get('CONTRACT')?.signedAt ?? now();
        window = cancellationWindow(deps.timeZone, contractSignedAt);
      }
      const previous = await repo.latestSubscription(viewer.id);
      const customerId =
        previous?.sub.provider === payments.provider
          ? previous.sub.providerCustomerId
          : (
              await payments.createCustomer({
                userId: viewer.id,
                email: viewer.email,
                name: `${viewer.firstName} ${viewer.lastName}`,
              })
            ).customerId;
      const setup = await payments.createSetupIntent({ customerId });
      await repo.abandonIncomplete(viewer.id);
      const sub = await repo.insertSubscription({
        userId: viewer.id,
        planId,
        billing: billingTimingOf[plan.kind],
        provider: payments.provider,
        providerCustomerId: customerId,
        setupIntentId: setup.id,
        setupClientSecret: setup.clientSecret,
        contractSignedAt,
        lastDayToCancel: window?.lastDayToCancel ?? null,
        cancellationWindowEndsAt: window?.endsAt ?? null,
      });
      return {
        clientSecret: setup.clientSecret,
        subscriptionId: sub.id,
        provider: payments.provider,
        publishableKey: payments.publishableKey,
      };
    },

    /** Test mode only: the local processor checks the card and saves brand, last 4 and expiry. */
    async confirmTestSetup(viewer: SessionUser, input: z.output<typeof confirmTestSetupRequest>) {
      const { sub, processor } = await ownIncomplete(viewer, input.clientSecret);
      const check = processor.check(input, now());
      if (!check.ok) throw badRequest(check.message, [{ field: check.field, message: check.message }]);
      if (check.outcome === 'declined')
        throw new AppError(402, 'CARD_DECLINED', billingMessages.cardDeclined, [
          { field: 'cardNumber', message: billingMessages.cardDeclined },
        ]);
      if (check.outcome === 'requires_authentication') {
        await repo.updateSubscription(sub.id, { pendingCard: check.card });
        const q = new URLSearchParams({
          setup_intent_client_secret: input.clientSecret,
          test_mode_authentication: '1',
        });
        return {
          status: 'requires_action' as const,
          redirectUrl: `/payment-success?${q}`,
          paymentMethod: null,
        };
      }
      await activate(sub, processor.save(check.card));
      return {
        status: 'succeeded' as const,
        redirectUrl: null,
        paymentMethod: (await this.paymentMethods(viewer))[0] ?? null,
      };
    },

    async completeTestAuthentication(viewer: SessionUser, clientSecret: string, outcome: 'approve' | 'fail') {
      const { sub, processor } = await ownIncomplete(viewer, clientSecret);
      if (!sub.pendingCard) throw conflict('This card does not wait for authentication');
      if (outcome === 'fail') {
        await repo.updateSubscription(sub.id, { pendingCard: null });
        throw new AppError(
          402,
          'AUTHENTICATION_FAILED',
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        );
      }
      await activate(sub, processor.save(sub.pendingCard));
      return {
        status: 'succeeded' as const,
        redirectUrl: null,
        paymentMethod: (await this.paymentMethods(viewer))[0] ?? null,
      };
    },

    /** Stripe told us a setup intent succeeded (webhook): save its card, start the plan. */
    async setupSucceeded(setupIntentId: string) {
      const row = await repo.subscriptionBySetupIntent(setupIntentId);
      if (row?.sub.status !== 'INCOMPLETE') return false;
      const card = await payments.savedCardOf(setupIntentId);
      if (!card) return false;
      await activate(row.sub, card);
      return true;
    },

    /** One click: inside the CROA window at once and free; afterwards at the end of the period. */
    async cancel(viewer: SessionUser) {
      const row = await repo.currentSubscription(viewer.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', billingMessages.noSubscription);
      const t = now();
      const { sub } = row;
      const timeline = timelineOf(sub);
      const inWindow = !!sub.cancellationWindowEndsAt && t < sub.cancellationWindowEndsAt;
      if (!timeline || inWindow) {
        await repo.updateSubscription(sub.id, { status: 'CANCELLED', cancelledAt: t, endsAt: t });
        const reloaded = toSubscription({
          ...row,
          sub: { ...sub, status: 'CANCELLED', cancelledAt: t, endsAt: t },
        });
        return {
          cancelled: 'immediately' as const,
          message: inWindow
            ? 'Subscription Cancelled — cancelled within your 3-business-day cancellation period. Nothing will be charged.'
            : 'Subscription Cancelled — no card was saved and nothing will be charged.',
          subscription: reloaded,
        };
      }
      if (sub.cancelAtPeriodEnd)
        throw conflict('This subscription already ends at the current billing period');
      const endsAt = currentPeriod(timeline, t).end;
      await repo.updateSubscription(sub.id, { cancelAtPeriodEnd: true, cancelledAt: t, endsAt });
      return {
        cancelled: 'at-period-end' as const,
        message: 'Subscription Cancelled — Your subscription will end at the current billing period.',
        subscription: toSubscription({
          ...row,
          sub: { ...sub, cancelAtPeriodEnd: true, cancelledAt: t, endsAt },
        }),
      };
    },

    async paymentMethods(viewer: SessionUser) {
      const rows = await repo.paymentMethodsOf(viewer.id);
      return rows.map((r, i) => ({
        id: r.id,
        brand: r.brand,
        last4: r.last4,
        expMonth: r.expMonth,
        expYear: r.expYear,
        isDefault: i === 0,
      }));
    },

    async removePaymentMethod(viewer: SessionUser, id: number) {
      const row = await repo.findPaymentMethod(id);
      if (!row || row.removedAt) throw notFound('Payment method');
      await assertCanSee(viewer, row.userId, 'Payment method');
      const cards = await repo.paymentMethodsOf(row.userId);
      const current = await repo.currentSubscription(row.userId);
      if (cards.length === 1 && current?.sub.status === 'ACTIVE' && !current.sub.cancelAtPeriodEnd) {
        throw conflict('This is the only card on an active plan: add another card or cancel the plan first');
      }
      await payments.detachPaymentMethod(row.providerPaymentMethodId);
      await repo.removePaymentMethod(id);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
