import type { CreditMixAnalysis, MixKind, MixProduct, MixProductId } from './credit-mix.contract';

/** Mix points per kind held in good standing; 100 is every kind. */
export const mixKindPoints: Record<MixKind, number> = {
  REVOLVING: 40,
  INSTALLMENT: 30,
  MORTGAGE: 20,
  OPEN: 10,
};

export const creditMixFormulas = {
  score:
    'Mix score = 40 for a revolving account + 30 for an installment loan + 20 for a mortgage + 10 for an open account, each counted when at least one such account is in good standing.',
  target:
    'Target = your mix score + the points of the kinds a small, low-cost product can add (revolving, installment). A mortgage is never recommended just for mix.',
  age: 'Average age = the mean of (today − opened date) over your accounts; one new account adds an age of 0.',
} as const;

/** How a tradeline's type maps to a kind; collections are debts, not products, so they have none. */
export function mixKindOf(account: { accountType: string; revolving: boolean }): MixKind | null {
  const type = account.accountType.toLowerCase();
  if (type.includes('collection')) return null;
  if (type.includes('mortgage') || type.includes('home equity loan')) return 'MORTGAGE';
  if (type.includes('charge card') || type.includes('open')) return 'OPEN';
  if (account.revolving) return 'REVOLVING';
  return 'INSTALLMENT';
}

type Product = Omit<MixProduct, 'intentRecordedOn'>;
export const mixProducts: Record<MixProductId, Product> = {
  SECURED_CARD: {
    id: 'SECURED_CARD',
    type: 'REVOLVING',
    name: 'Secured credit card',
    provider: 'Banks and credit unions',
    amount: 'A refundable deposit, often $200 to $500',
    limit: 'Usually equal to the deposit',
    impact: mixKindPoints.REVOLVING,
    timeline: 'Scores count it after about 6 months of on-time payments',
    benefits: [
      'Adds a revolving account',
      'The deposit comes back when you close it or it graduates',
      'Low balances keep utilization low',
    ],
    requirements: ['The deposit', 'A bank account', 'Reports to all three bureaus (ask before you apply)'],
  },
  CREDIT_BUILDER_LOAN: {
    id: 'CREDIT_BUILDER_LOAN',
    type: 'INSTALLMENT',
    name: 'Credit-builder loan',
    provider: 'Credit unions and community banks',
    amount: 'Often $300 to $1,000, held in savings until paid',
    limit: 'Fixed payments over 12 to 24 months',
    impact: mixKindPoints.INSTALLMENT,
    timeline: 'Scores count it after about 6 months of on-time payments',
    benefits: [
      'Adds an installment loan',
      'You keep the saved amount at the end',
      'No large debt is taken on',
    ],
    requirements: [
      'A monthly payment you can afford for the whole term',
      'Proof of income',
      'Membership at a credit union',
    ],
  },
};

interface MixAccount {
  accountType: string;
  revolving: boolean;
  creditor: string;
  balanceCents: number;
  paymentStatus: string;
  openedOn: string;
}

const monthsBetween = (from: string, to: string) =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / (30.4375 * 86_400_000));

/** The analysis of the person's own accounts; `today` is yyyy-mm-dd, `intents` the dates Apply Now was recorded. */
export function analyseCreditMix(
  accounts: readonly MixAccount[],
  today: string,
  intents: Partial<Record<MixProductId, string>> = {},
): Omit<CreditMixAnalysis, 'hasCreditFile'> {
  const products = accounts.flatMap((a) => {
    const type = mixKindOf(a);
    return type
      ? [
          {
            type,
            accountType: a.accountType,
            provider: a.creditor,
            balance: a.balanceCents,
            status: a.paymentStatus === 'Current' ? ('ACTIVE' as const) : ('DEROGATORY' as const),
            openedOn: a.openedOn,
          },
        ]
      : [];
  });
  const kinds = (Object.keys(mixKindPoints) as MixKind[]).map((kind) => {
    const good = products.filter((p) => p.type === kind && p.status === 'ACTIVE').length;
    return { kind, accounts: good, points: good > 0 ? mixKindPoints[kind] : 0 };
  });
  const current = kinds.reduce((s, k) => s + k.points, 0);
  const missing = new Set(kinds.filter((k) => k.points === 0).map((k) => k.kind));
  const recommended = Object.values(mixProducts)
    .filter((p) => missing.has(p.type))
    .map((p) => ({ ...p, intentRecordedOn: intents[p.id] ?? null }));
  const target = current + recommended.reduce((s, p) => s + p.impact, 0);
  const ages = products.map((p) => monthsBetween(p.openedOn, today));
  const averageAge = ages.length ? ages.reduce((s, a) => s + a, 0) / ages.length : 0;
  const ageAfter = ages.length ? (averageAge * ages.length) / (ages.length + 1) : 0;
  const held = kinds.filter((k) => k.points > 0).map((k) => k.kind.toLowerCase());
  const derogatory = products.filter((p) => p.status === 'DEROGATORY').length;

  const actionPlan = [
    ...recommended.map((p, i) => ({
      step: i + 1,
      action: `Open a ${p.name.toLowerCase()}`,
      priority: i === 0 ? ('HIGH' as const) : ('MEDIUM' as const),
      timeline: i === 0 ? 'This month' : 'In 6 months, after the first one is reported',
      description: `Adds ${p.type.toLowerCase()} credit (+${p.impact} mix points). Space applications about 6 months apart so inquiries and new accounts add up slowly.`,
    })),
    {
      step: recommended.length + 1,
      action: 'Pay every account on time and keep card balances under 10% of limits',
      priority: 'HIGH' as const,
      timeline: 'Every month',
      description:
        'Payment history and utilization weigh far more than mix (35% and 30% of a score against 10%).',
    },
    {
      step: recommended.length + 2,
      action: 'Keep your oldest accounts open',
      priority: 'LOW' as const,
      timeline: 'Ongoing',
      description: `Your accounts average ${Math.round(averageAge)} months; closing old ones lowers that.`,
    },
  ];
  return {
    currentMixScore: current,
    targetMixScore: target,
    improvementPotential: target - current,
    kinds,
    recommendedProducts: recommended,
    actionPlan,
    currentProducts: products.map(({ openedOn: _o, ...p }) => p),
    implementationTimeline:
      recommended.length === 0
        ? 'Nothing to add: keep what you have in good standing'
        : `About ${6 * recommended.length} months`,
    aiAnalysis:
      products.length === 0
        ? 'No accounts in your credit file yet.'
        : `You hold ${held.length ? held.join(', ') : 'no'} credit in good standing across ${products.length} account${products.length === 1 ? '' : 's'}${derogatory ? `; ${derogatory} account${derogatory === 1 ? ' is' : 's are'} not current and count for nothing until brought current` : ''}. Mix score ${current} of 100${recommended.length ? `; adding ${recommended.map((p) => p.type.toLowerCase()).join(' and ')} credit would raise it to ${target}` : ''}.`,
    riskAssessment:
      recommended.length === 0
        ? 'No new account is needed for mix.'
        : `Each application is a hard inquiry (a few points for up to 12 months) and a new account lowers your average account age from ${Math.round(averageAge)} to about ${Math.round(ageAfter)} months. Mix is 10% of a score: open an account only if you can pay it on time.`,
  };
}
