import { teamCan } from '@app/contracts/team-roles';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { ChangePasswordForm } from '../../../features/account-settings/components/change-password-form';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { SecondFactorCard } from '../../../features/auth/components/second-factor-card';
import { OrganizationBillingPanel } from '../../../features/billing/components/organization-billing-panel';
import { OrganizationSettingsPanel } from '../../../features/organization-settings/components/organization-settings-panel';
import { PlanChargingEditor } from '../../../features/plans/components/plan-charging-editor';
import { OperatorAccessCard } from '../../../features/platform-operator/components/operator-access-card';
import { useSignedInUser } from '../../../lib/session';

/**
 * /admin-portal/settings: the current account, the change-password form, two-factor sign-in and, for a
 * company on the platform, the platform support team's access; then the company's own settings: its
 * client places, logo, branding and CROA details; and, for its Owner, how its consumer plans are
 * charged and the White Label plan's billing.
 */
export function SettingsPage() {
  const user = useSignedInUser();
  const reset = useResetPassword();
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ChangePasswordForm changePassword={reset.mutateAsync} />
        <Stack gap="lg">
          <AccountSummary user={user} title="Current account" />
          <SecondFactorCard />
          {/* The platform's own admins are the operator: the grant is other companies' to give. */}
          {!user.platformOperator && <OperatorAccessCard />}
        </Stack>
      </SimpleGrid>
      <section aria-labelledby="company-settings-title">
        <Title order={2} fz="h3" mb="md" id="company-settings-title">
          Your company
        </Title>
        <OrganizationSettingsPanel />
      </section>
      {/* The Owner, who keeps the company's billing, sets how each consumer plan is charged. */}
      {teamCan(user, 'manageBilling') && (
        <section aria-labelledby="plans-title">
          <Title order={2} fz="h3" mb="md" id="plans-title">
            Plans
          </Title>
          <PlanChargingEditor />
        </section>
      )}
      {/* The platform bills the companies on it; its Owner keeps the card and sees the invoices. */}
      {!user.platformOperator && teamCan(user, 'manageBilling') && (
        <section aria-labelledby="company-billing-title">
          <Title order={2} fz="h3" mb="md" id="company-billing-title">
            Billing
          </Title>
          <OrganizationBillingPanel />
        </section>
      )}
    </Stack>
  );
}
