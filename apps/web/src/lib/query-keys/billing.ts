// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['billing'] as const;

export const billingKeys = {
  all,
  overview: () => [...all, 'overview'] as const,
  invoices: () => [...all, 'invoices'] as const,
  paymentMethods: () => [...all, 'payment-methods'] as const,
  /** The owner's company's White Label plan: card, invoices in arrears, postage per month. */
  organization: () => [...all, 'organization'] as const,
};
