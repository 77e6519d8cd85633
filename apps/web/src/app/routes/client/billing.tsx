import { Button, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { PageHeader } from '../../../components/page-header/page-header';
import { checkoutPath } from '../../../config/paths';
import { SignedAgreementsList } from '../../../features/agreements/components/signed-agreements-list';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useBillingOverview } from '../../../features/billing/api/get-billing-overview';
import { useInvoices } from '../../../features/billing/api/get-invoices';
import { ChosenPlanNotice } from '../../../features/billing/components/chosen-plan-notice';
import { CurrentSubscriptionCard } from '../../../features/billing/components/current-subscription-card';
import { InvoiceHistory } from '../../../features/billing/components/invoice-history';
import { PaymentMethodsList } from '../../../features/billing/components/payment-methods-list';
import { TestModeBadge } from '../../../features/billing/components/test-mode-badge';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { PlanCards } from '../../../features/plans/components/plan-cards';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} fz="h3" mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** `/billing`: subscription, plans, cards, invoices and the signed agreements. */
export function BillingPage() {
  const overview = useBillingOverview();
  const invoices = useInvoices();
  const plans = useSubscriptionPlans();
  const planNames = useMemo(() => new Map(plans.data?.map((p) => [p.id, p.name])), [plans.data]);
  const subscription = overview.data?.subscription ?? null;
  const currentPlanId =
    subscription?.status === 'ACTIVE' && !subscription.cancelAtPeriodEnd ? subscription.planId : null;

  return (
    <>
      <PageTitle page="Billing & Subscriptions" />
      <PageHeader
        title="Billing & Subscriptions"
        description="Your subscription, saved cards, invoices and signed agreements."
        aside={overview.data?.testMode ? <TestModeBadge /> : undefined}
      />
      <ChosenPlanNotice plans={plans.data} />
      <Stack gap="xl">
        {overview.isPending ? (
          <ListSkeleton label="Loading your subscription" rows={1} height={160} />
        ) : overview.isError ? (
          <ListError what="your subscription" onRetry={() => overview.refetch()} />
        ) : (
          <CurrentSubscriptionCard subscription={subscription} firstCharge={invoices.data?.length === 0} />
        )}
        <Section title="Plans">
          <PlanCards
            action={(plan) =>
              currentPlanId === plan.id ? (
                <Button disabled fullWidth>
                  Current Plan
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={checkoutPath(plan.id)}
                  variant={plan.mostPopular || overview.data?.chosenPlanId === plan.id ? 'filled' : 'default'}
                  fullWidth
                  aria-label={`Subscribe to the ${plan.name}`}
                >
                  Subscribe
                </Button>
              )
            }
          />
        </Section>
        <Section title="Payment methods">
          <PaymentMethodsList />
        </Section>
        <Section title="Invoice history">
          <InvoiceHistory />
        </Section>
        <Section title="Signed agreements">
          <SignedAgreementsList planNames={planNames} />
        </Section>
      </Stack>
    </>
  );
}
