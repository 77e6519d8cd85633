import { type AgreementKind, agreementKinds } from '@app/contracts/agreements.contract';
import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { useAgreementDrafts } from '../../../features/agreements/api/get-agreement-drafts';
import { SignedAgreementsList } from '../../../features/agreements/components/signed-agreements-list';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useBillingOverview } from '../../../features/billing/api/get-billing-overview';
import { useStartSubscription } from '../../../features/billing/api/start-subscription';
import { SecurePaymentCard } from '../../../features/billing/components/secure-payment-card';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { errorMessage, hasErrorCode, isStatus } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import classes from './checkout.module.css';
import { CheckoutAgreements } from './checkout-agreements';
import { CheckoutPlanSummary } from './checkout-plan-summary';
import { CheckoutSteps } from './checkout-steps';

const stepNames: Record<AgreementKind, string> = {
  DISCLOSURE: 'Your rights',
  CONTRACT: 'Contract',
  NOTICE_OF_CANCELLATION: 'Notice of cancellation',
};
const consumerSteps = [...agreementKinds.map((kind) => stepNames[kind]), 'Card'];

/** `/checkout?planId={id}`: the chosen plan, then CROA's documents before the card. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const overview = useBillingOverview();
  // Without a plan in the address, the flow opens on the plan the specialist chose, if any.
  const chosen = overview.data?.chosenPlanId ?? null;
  if (!params.get('planId')) {
    if (overview.isPending) return <PageLoader />;
    if (chosen === null) return <Navigate to={paths.billing} replace />;
  }
  const planId = Number(params.get('planId') ?? chosen);
  return <Checkout key={planId} planId={planId} />;
}

function SettingUp() {
  return (
    <Stack align="center" gap={0}>
      <PageLoader />
      <Text>Setting up your checkout...</Text>
    </Stack>
  );
}

function Checkout({ planId }: { planId: number }) {
  const plans = useSubscriptionPlans();
  const navigate = useNavigate();
  const plan = plans.data?.find((p) => p.id === planId);
  const missing = plans.isSuccess && !plan;

  useEffect(() => {
    if (!missing && !plans.isError) return;
    notify(
      missing
        ? {
            color: 'red',
            title: 'Plan Not Found',
            message: 'The requested subscription plan could not be found.',
          }
        : { color: 'red', title: 'Checkout Error', message: 'Failed to initialize checkout' },
    );
    navigate(paths.billing, { replace: true });
  }, [missing, plans.isError, navigate]);

  if (!plan) return <SettingUp />;
  return <CheckoutFor plan={plan} />;
}

function CheckoutFor({ plan }: { plan: SubscriptionPlan }) {
  const navigate = useNavigate();
  const session = useSession();
  const start = useStartSubscription();
  const overview = useBillingOverview();
  const started = useRef(false);

  // A consumer plan's three documents are read first: the checkout asks for a card only once they are
  // all signed, so opening it is never refused for want of them (a 409 on every visit).
  const consumer = plan.kind === 'consumer';
  const drafts = useAgreementDrafts(plan.id, consumer);
  const unsigned = consumer && drafts.isSuccess && drafts.data.some((d) => !d.signed);
  const needsAgreements = unsigned || hasErrorCode(start.error, 'AGREEMENTS_REQUIRED');
  const setup = start.data;
  const pending = overview.data?.subscription;
  const timing =
    setup && pending?.id === setup.subscriptionId ? pending.billing : needsAgreements ? 'arrears' : undefined;

  // Opening the checkout asks the server for a client secret at once, once the documents are signed.
  const ready = !consumer || (drafts.isSuccess && !unsigned) || drafts.isError;
  useEffect(() => {
    if (started.current || !ready) return;
    started.current = true;
    start.mutate(plan.id);
  }, [plan.id, start, ready]);

  // Any other failure to start: the spec's 'Checkout Error' (or 'Plan Not Found') and back to billing.
  useEffect(() => {
    const error = start.error;
    if (!error || needsAgreements) return;
    const notFound = isStatus(error, 404);
    notify({
      color: 'red',
      title: notFound ? 'Plan Not Found' : 'Checkout Error',
      message: notFound
        ? 'The requested subscription plan could not be found.'
        : errorMessage(error, 'Failed to initialize checkout'),
    });
    navigate(paths.billing, { replace: true });
  }, [start.error, needsAgreements, navigate]);

  // The card is saved: the confirmation page says what started, rather than a page of skeletons.
  function succeeded() {
    notify({
      color: 'green',
      title: 'Payment Successful',
      message:
        timing === 'advance'
          ? 'Your card is saved and the first month is paid.'
          : 'Your card is saved. Nothing was charged today.',
    });
    void session.refresh();
    navigate(`${paths.paymentSuccess}?confirmed=1`, { replace: true });
  }

  const agreementStep = drafts.data ? drafts.data.findIndex((d) => !d.signed) : 0;
  const stepIndex = setup ? agreementKinds.length : agreementStep < 0 ? agreementKinds.length : agreementStep;
  const showSteps = timing === 'arrears';

  let main: React.ReactNode;
  if (needsAgreements && !setup) {
    main = (
      <CheckoutAgreements
        planId={plan.id}
        drafts={drafts}
        onRetry={() => drafts.refetch()}
        completing={start.isPending}
        onComplete={() => {
          // The documents' re-read may have started the card step already: one start per visit.
          if (started.current && !start.isError) return;
          started.current = true;
          start.mutate(plan.id);
        }}
      />
    );
  } else if (setup && !setup.clientSecret) {
    main = <SetupError />;
  } else if (setup && timing) {
    main = (
      <Stack gap="lg">
        <SecurePaymentCard
          plan={plan}
          timing={timing}
          setup={setup}
          onSucceeded={succeeded}
          onRequiresAction={(url) => navigate(url)}
        />
        {timing === 'arrears' && (
          <div>
            <Title order={2} fz="h5" mb="xs">
              Your signed documents
            </Title>
            <SignedAgreementsList planId={plan.id} />
          </div>
        )}
      </Stack>
    );
  } else if (start.isError) {
    main = <SetupError />;
  } else {
    main = <SettingUp />;
  }

  return (
    <>
      <PageTitle page="Checkout" />
      <PageHeader
        title="Checkout"
        description={
          showSteps
            ? 'Read and sign three documents the law requires, then save a card. Nothing is charged today.'
            : `Start the ${plan.name}.`
        }
      />
      <Stack gap="lg">
        {showSteps && <CheckoutSteps steps={consumerSteps} current={stepIndex} />}
        <div className={classes.layout}>
          <div className={classes.main}>{main}</div>
          <aside className={classes.aside} aria-label="Your plan">
            <CheckoutPlanSummary plan={plan} timing={timing} />
          </aside>
        </div>
        <Button component={Link} to={paths.billing} variant="default" w="fit-content">
          Back to Plans
        </Button>
      </Stack>
    </>
  );
}

function SetupError() {
  return (
    <Alert color="red" title="Setup Error" role="alert">
      <Text fz="sm" mb="sm">
        Unable to initialize checkout process
      </Text>
      <Button component={Link} to={paths.billing} size="xs" variant="default">
        Back to Billing
      </Button>
    </Alert>
  );
}
