import { formatPlanCharge } from '@app/contracts/plan-prices';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppInfo } from '../../../features/app-info/api/get-app-info';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { LeadForm } from '../../../features/leads/components/lead-form';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';

/** The plan a pricing card's Get Started chose, if it is still offered. */
function useChosenPlan() {
  const [params] = useSearchParams();
  const planId = Number(params.get('plan'));
  const plans = useSubscriptionPlans();
  const plan = Number.isInteger(planId) ? plans.data?.find((p) => p.id === planId) : undefined;
  return (
    plan && {
      id: plan.id,
      name: plan.name,
      price: formatPlanCharge(plan),
    }
  );
}

/** `/get-started`: the lead form page. */
export function GetStartedPage() {
  const appInfo = useAppInfo();
  const plan = useChosenPlan();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <PageTitle page="Start Your Credit Repair Journey" />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 38 }}>
          Start Your Credit Repair Journey
        </Title>
        <Text c="dimmed" fz="lg">
          Tell us about your credit and a member of our team will call you within 24 hours.
        </Text>
      </Stack>
      <LeadForm
        supportEmail={appInfo.data?.supportEmail}
        homePath={paths.landing}
        plan={plan}
        pricingPath={`${paths.landing}#pricing-title`}
      />
    </Container>
  );
}
