import { billingMessages, type confirmTestSetupRequest } from '@app/contracts/billing.contract';
import { formatCents } from '@app/contracts/common/money';
import {
  type OrganizationBilling,
  type OrganizationBillingStatus,
  type OrganizationInvoice,
  organizationBillingMessages,
  whiteLabelBilling,
} from '@app/contracts/organization-billing.contract';
import type { z } from 'zod';
import type { PaymentsPort, SavedCard } from '../../integrations/payments/payments.port';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, badRequest, notFound } from '../../platform/errors';
import {
  type BillingTimeline,
  billablePeriods,
  currentPeriod,
  type ServicePause,
  servedIn,
} from './billing-cycle';
import type { OrganizationPostage } from './charges.service';
import { invoiceDay, invoiceOutcome, invoicePdf, invoiceStatusLine } from './invoice-documents';
import type {
  OrganizationBillingRepository,
  OrganizationInvoiceLine,
  OrganizationInvoiceRow,
} from './organization-billing.repository';

type OrganizationRow = NonNullable<Awaited<ReturnType<OrganizationBillingRepository['findOrganization']>>>;

const invoiceNumber = (r: OrganizationInvoiceRow) => `WL-${String(r.id).padStart(6, '0')}`;

/**
 * A company's months of service: from its sign-up, each charged only once it has ended (CROA's rule
 * for every charge here: nothing is asked for before the service is performed). Which of them are
 * billed is decided with its suspensions (`servedIn`): a month lying wholly inside suspensions had no
 * service and is never billed; every other is, so months after a reinstatement are billed again.
 */
const timelineOf = (org: OrganizationRow): BillingTimeline => ({
  billing: 'arrears',
  activatedAt: org.createdAt,
  cancellationWindowEndsAt: null,
  endsAt: null,
});

const toInvoice = (r: OrganizationInvoiceRow): OrganizationInvoice => ({
  id: r.id,
  number: invoiceNumber(r),
  periodStart: r.periodStart.toISOString(),
  periodEnd: r.periodEnd.toISOString(),
  lines: r.lines,
  amountCents: r.amountCents,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  failureMessage: r.failureMessage,
});

const postageLine = (mailed: { pieces: number; cents: number }) =>
  `Certified mail postage at cost: ${mailed.pieces} ${mailed.pieces === 1 ? 'letter' : 'letters'}`;

/** The platform bills each White Label company for its plan, in arrears, with postage at cost. */
export function createOrganizationBillingService(deps: {
  repo: OrganizationBillingRepository;
  payments: PaymentsPort;
  postage: OrganizationPostage;
  /** The platform's CROA name and address, printed on its invoices. */
  billerOf: () => Promise<{ croaBusinessName: string; croaBusinessAddress: string }>;
  now?: () => Date;
}) {
  const { repo, payments, postage } = deps;
  const now = deps.now ?? (() => new Date());

  /** Only a White Label company is billed; the platform's own organization answers 404. */
  async function billedOrganization(organizationId: number) {
    const org = await repo.findOrganization(organizationId);
    if (org?.plan !== 'WHITE_LABEL')
      throw new AppError(404, 'NOT_FOUND', organizationBillingMessages.notWhiteLabel);
    return org;
  }

  /**
   * The month under way and when it is invoiced, or null while the company is suspended since before
   * it began (a suspension still open is taken to last: the month is billed only once reinstated).
   */
  function upcoming(org: OrganizationRow, pauses: readonly ServicePause[], t: Date) {
    const period = currentPeriod(timelineOf(org), t);
    return servedIn(period, pauses) ? period : null;
  }

  async function invoiceDue(org: OrganizationRow, t: Date) {
    const done = new Set((await repo.invoicesOf(org.id)).map((i) => i.periodStart.getTime()));
    const pauses = await repo.suspensionsOf(org.id);
    const due = billablePeriods(timelineOf(org), t).filter(
      (p) => !done.has(p.start.getTime()) && servedIn(p, pauses),
    );
    let created = 0;
    for (const period of due) {
      const mailed = await postage.ofOrganizationBetween(org.id, period.start, period.end);
      const lines: OrganizationInvoiceLine[] = [
        {
          description: `${whiteLabelBilling.planName}, ${invoiceDay(period.start)} to ${invoiceDay(period.end)}`,
          amountCents: whiteLabelBilling.monthlyCents,
        },
      ];
      // Postage is passed on at cost, on a line of its own.
      if (mailed.cents > 0) lines.push({ description: postageLine(mailed), amountCents: mailed.cents });
      const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
      const account = await repo.accountOf(org.id);
      const result =
        account?.card && account.provider === payments.provider
          ? await payments.charge({
              customerId: account.providerCustomerId,
              providerPaymentMethodId: account.card.providerPaymentMethodId,
              amountCents,
              description: `${whiteLabelBilling.planName} for ${org.companyName}, ${invoiceDay(period.start)} to ${invoiceDay(period.end)}`,
              idempotencyKey: `organization-${org.id}-period-${period.start.toISOString()}`,
            })
          : ({ status: 'failed', paymentId: null, message: organizationBillingMessages.noCard } as const);
      const inserted = await repo.insertInvoice({
        organizationId: org.id,
        periodStart: period.start,
        periodEnd: period.end,
        lines,
        amountCents,
        ...invoiceOutcome(result, t),
        createdAt: t,
      });
      if (inserted) created++;
    }
    return created;
  }

  /**
   * Records the card the setup saved; false when another caller (the webhook, the billing page)
   * took the setup first and records it instead, so the old card is detached and the unpaid months
   * charged once.
   */
  async function saveCard(organizationId: number, setupIntentId: string, card: SavedCard) {
    const account = await repo.accountOf(organizationId);
    if (!account || !(await repo.claimSetup(organizationId, setupIntentId, { card, cardSavedAt: now() })))
      return false;
    // The company keeps one card: the one it replaces is detached at the processor.
    if (account.card) await payments.detachPaymentMethod(account.card.providerPaymentMethodId);
    // Months already served and left unpaid (no card, or a card that failed) are paid with the new
    // card: the service was performed, so charging for it now is still in arrears.
    const t = now();
    for (const invoice of await repo.invoicesOf(organizationId)) {
      if (invoice.status === 'PAID') continue;
      const result = await payments.charge({
        customerId: account.providerCustomerId,
        providerPaymentMethodId: card.providerPaymentMethodId,
        amountCents: invoice.amountCents,
        description: `${whiteLabelBilling.planName}, ${invoiceDay(invoice.periodStart)} to ${invoiceDay(invoice.periodEnd)} (unpaid)`,
        idempotencyKey: `organization-${organizationId}-invoice-${invoice.id}-card-${card.providerPaymentMethodId}`,
      });
      await repo.settleInvoice(organizationId, invoice.id, invoiceOutcome(result, t));
    }
    return true;
  }

  async function overview(organizationId: number): Promise<OrganizationBilling> {
    const org = await billedOrganization(organizationId);
    let account = await repo.accountOf(org.id);
    // Back from Stripe's card form before its webhook: ask Stripe whether the card was saved.
    if (account?.setupIntentId && account.provider === 'stripe' && payments.provider === 'stripe') {
      const card = await payments.savedCardOf(account.setupIntentId);
      if (card) {
        await saveCard(org.id, account.setupIntentId, card);
        account = await repo.accountOf(org.id);
      }
    }
    const t = now();
    const period = upcoming(org, await repo.suspensionsOf(org.id), t);
    const soFar = period ? await postage.ofOrganizationBetween(org.id, period.start, t) : { cents: 0 };
    const card = account?.card;
    return {
      planName: whiteLabelBilling.planName,
      monthlyCents: whiteLabelBilling.monthlyCents,
      testMode: payments.testMode,
      testCards: [...(payments.testCardProcessor?.cards ?? [])],
      card: card
        ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
        : null,
      serviceStartedAt: org.createdAt.toISOString(),
      nextInvoiceAt: period?.end.toISOString() ?? null,
      nextInvoiceCents: period ? whiteLabelBilling.monthlyCents + soFar.cents : 0,
      invoices: (await repo.invoicesOf(org.id)).map(toInvoice),
      mailSpend: await postage.ofOrganizationByMonth(org.id),
    };
  }

  return {
    overview,

    /**
     * Stripe's word that a company's card setup succeeded (its webhook): the card is recorded and the
     * unpaid months paid at once, without anyone opening Settings. False when the setup is no
     * company's, or is no longer the one in progress (the card was already recorded).
     */
    async setupSucceeded(setupIntentId: string) {
      const account = await repo.accountBySetupIntent(setupIntentId);
      if (!account || account.provider !== payments.provider) return false;
      const card = await payments.savedCardOf(setupIntentId);
      if (!card) return false;
      return saveCard(account.organizationId, setupIntentId, card);
    },

    /** Every White Label company: invoice each ended month not yet invoiced. Safe to run twice. */
    async run() {
      const t = now();
      let created = 0;
      for (const org of await repo.whiteLabelOrganizations()) created += await invoiceDue(org, t);
      return { invoicesCreated: created };
    },

    /** A setup intent for the company's card: nothing is charged until a month of service has ended. */
    async startCard(organizationId: number, owner: SessionUser) {
      const org = await billedOrganization(organizationId);
      const account = await repo.accountOf(org.id);
      const customerId =
        account?.provider === payments.provider
          ? account.providerCustomerId
          : (
              await payments.createCustomer({
                userId: owner.id,
                email: org.supportEmail,
                name: org.companyName,
              })
            ).customerId;
      const setup = await payments.createSetupIntent({ customerId });
      const fields = {
        provider: payments.provider,
        providerCustomerId: customerId,
        setupIntentId: setup.id,
        setupClientSecret: setup.clientSecret,
      };
      if (account) await repo.updateAccount(org.id, fields);
      else await repo.insertAccount({ organizationId: org.id, ...fields });
      return {
        clientSecret: setup.clientSecret,
        provider: payments.provider,
        publishableKey: payments.publishableKey,
      };
    },

    /** Test mode only: the local processor checks the card and keeps brand, last 4 and expiry. */
    async confirmTestCard(organizationId: number, input: z.output<typeof confirmTestSetupRequest>) {
      const processor = payments.testCardProcessor;
      const account = await repo.accountOf(organizationId);
      if (
        !processor ||
        !account?.setupIntentId ||
        !account.setupClientSecret ||
        account.setupClientSecret !== input.clientSecret
      )
        throw notFound('Card setup');
      const check = processor.check(input, now());
      if (!check.ok) throw badRequest(check.message, [{ field: check.field, message: check.message }]);
      // A company's card is charged off-session each month: one that asks for a step each time won't do.
      if (check.outcome !== 'succeeds')
        throw new AppError(402, 'CARD_DECLINED', billingMessages.cardDeclined, [
          { field: 'cardNumber', message: billingMessages.cardDeclined },
        ]);
      if (!(await saveCard(organizationId, account.setupIntentId, processor.save(check.card))))
        throw notFound('Card setup');
      return overview(organizationId);
    },

    async pdf(organizationId: number, id: number) {
      const org = await billedOrganization(organizationId);
      const r = await repo.findInvoice(org.id, id);
      if (!r) throw notFound('Invoice');
      const biller = await deps.billerOf();
      return invoicePdf(invoiceNumber(r), biller, [
        `Billed to: ${org.croaBusinessName}, ${org.croaBusinessAddress}`,
        `Period of service: ${invoiceDay(r.periodStart)} to ${invoiceDay(r.periodEnd)} (billed after it ended)`,
        '',
        ...r.lines.map((l) => `- ${l.description}: ${formatCents(l.amountCents)}`),
        '',
        `Total: ${formatCents(r.amountCents)}`,
        invoiceStatusLine(r.status, r.paidAt),
      ]);
    },

    /** The operator's view: each White Label company's card, last invoice, unpaid sum and next date. */
    async statusByOrganization(): Promise<Map<number, OrganizationBillingStatus>> {
      const t = now();
      const accounts = new Map((await repo.allAccounts()).map((a) => [a.organizationId, a]));
      const invoices = await repo.allInvoices();
      const pauses = await repo.allSuspensions();
      const out = new Map<number, OrganizationBillingStatus>();
      for (const org of await repo.whiteLabelOrganizations()) {
        const own = invoices.filter((i) => i.organizationId === org.id);
        out.set(org.id, {
          cardOnFile: !!accounts.get(org.id)?.card,
          lastInvoiceStatus: own[0]?.status ?? null,
          lastInvoiceCents: own[0]?.amountCents ?? null,
          unpaidCents: own.filter((i) => i.status !== 'PAID').reduce((s, i) => s + i.amountCents, 0),
          nextInvoiceAt:
            upcoming(
              org,
              pauses.filter((p) => p.organizationId === org.id),
              t,
            )?.end.toISOString() ?? null,
        });
      }
      return out;
    },
  };
}
export type OrganizationBillingService = ReturnType<typeof createOrganizationBillingService>;
