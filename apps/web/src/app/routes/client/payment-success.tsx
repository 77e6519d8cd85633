import { Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCreditCardOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { checkoutPath, paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useBillingOverview } from '../../../features/billing/api/get-billing-overview';
import { chargeRule } from '../../../features/billing/components/charge-terms';
import { TestAuthenticationChallenge } from '../../../features/billing/components/test-authentication-challenge';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

/**
 * `/payment-success`: where card confirmation returns. Stripe sends `redirect_status`; the built-in
 * processor sends `test_mode_authentication=1` for its simulated 3-D Secure page, answered here; the
 * checkout sends `confirmed=1` once its card form saved the card.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const overview = useBillingOverview();
  const clientSecret = params.get('setup_intent_client_secret');
  const [authenticated, setAuthenticated] = useState(false);
  const challenge = params.get('test_mode_authentication') === '1' && clientSecret && !authenticated;
  // The checkout's own card form saved the card: the plan is read afresh before it is confirmed.
  const confirmed = params.get('confirmed') === '1';

  const subscription = overview.data?.subscription ?? null;
  const retry = subscription ? checkoutPath(subscription.planId) : paths.billing;

  let body: React.ReactNode;
  if (challenge) {
    body = (
      <Stack gap="md">
        <TestAuthenticationChallenge
          clientSecret={clientSecret}
          onApproved={() => {
            setAuthenticated(true);
            notify({ color: 'green', title: 'Payment Successful', message: 'Your card is saved.' });
            void session.refresh();
          }}
        />
        <Button component={Link} to={retry} variant="subtle" w="fit-content">
          Use a different card
        </Button>
      </Stack>
    );
  } else if (params.get('redirect_status') === 'failed') {
    body = (
      <EmptyState
        icon={IconCreditCardOff}
        title="Payment Failed"
        action={
          <Button component={Link} to={retry}>
            Try another card
          </Button>
        }
      >
        Your card could not be confirmed. Nothing was charged.
      </EmptyState>
    );
  } else if (overview.isPending || ((authenticated || confirmed) && overview.isFetching)) {
    body = <PageLoader />;
  } else if (subscription?.status === 'ACTIVE') {
    body = (
      <EmptyState
        icon={IconCircleCheck}
        title="Subscription Activated!"
        action={
          <Group justify="center">
            <Button component={Link} to={paths.creditRepair}>
              Go to Credit Repair
            </Button>
            <Button component={Link} to={paths.billing} variant="default">
              View Billing
            </Button>
          </Group>
        }
      >
        Your {subscription.planName} has started and your card is saved.{' '}
        {chargeRule(
          subscription.billing,
          subscription.priceCents,
          subscription.billingInterval,
          'billing',
          subscription.pricePerDeletionCents,
        )}
      </EmptyState>
    );
  } else {
    body = (
      <EmptyState
        icon={IconAlertTriangle}
        title={subscription?.status === 'INCOMPLETE' ? 'Your card is not saved yet' : 'Nothing to confirm'}
        action={
          <Button component={Link} to={retry}>
            {subscription?.status === 'INCOMPLETE' ? 'Finish checkout' : 'Back to Billing'}
          </Button>
        }
      >
        {subscription?.status === 'INCOMPLETE'
          ? 'The card confirmation did not finish, so your plan has not started. Nothing was charged.'
          : 'There is no card confirmation waiting for you.'}
      </EmptyState>
    );
  }

  return (
    <>
      <PageTitle page="Payment" />
      <PageHeader title="Payment" description="The result of your card confirmation." />
      {body}
    </>
  );
}
