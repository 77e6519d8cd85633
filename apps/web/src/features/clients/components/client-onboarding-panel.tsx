import {
  type InvitationLink,
  type InvitationStatus,
  invitationMessages,
} from '@app/contracts/client-onboarding.contract';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { useClientOnboarding } from '../api/get-client-onboarding';
import { useResendClientInvitation } from '../api/resend-client-invitation';
import { invitationExpiryFormat } from './invitation-dates';
import { InvitationLinkNotice } from './invitation-link-notice';

const statusColor: Record<InvitationStatus, string> = {
  pending: 'blue',
  expired: 'orange.9',
  accepted: 'teal',
  none: 'gray',
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text fz="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The client's onboarding on their page: where the invitation stands (with Resend, whose new link is
 * shown once), and what was given when they were added or came in as a lead.
 */
export function ClientOnboardingPanel({
  clientId,
  planName,
}: {
  clientId: number;
  /** The plan's name by id; plans are the page's to read. */
  planName: (planId: number) => string | undefined;
}) {
  const onboarding = useClientOnboarding(clientId);
  const resend = useResendClientInvitation(clientId);
  const [fresh, setFresh] = useState<InvitationLink | null>(null);

  if (onboarding.isPending) return <Skeleton height={120} radius="md" />;
  if (onboarding.isError) {
    return (
      <Alert color="red" title="Could not load the onboarding details">
        Choose the client again or reload the page.
      </Alert>
    );
  }
  const o = onboarding.data;
  const { status, expiresAt } = o.invitation;
  const expiry = expiresAt ? invitationExpiryFormat.format(new Date(expiresAt)) : '';
  const invitationLine =
    status === 'pending'
      ? invitationMessages.expiresOn(expiry)
      : status === 'expired'
        ? invitationMessages.expired
        : status === 'accepted'
          ? invitationMessages.accepted
          : null;
  const canResend = status === 'pending' || status === 'expired';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Onboarding">
      <Title order={2} fz="h5" mb="sm">
        Onboarding
      </Title>
      <Stack gap="sm">
        {invitationLine && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Badge color={statusColor[status]} variant="light" tt="none" size="lg">
              {invitationLine}
            </Badge>
            {canResend && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMailForward size={14} aria-hidden />}
                loading={resend.isPending}
                onClick={() => resend.mutate(undefined, { onSuccess: setFresh })}
              >
                Resend invitation
              </Button>
            )}
          </Group>
        )}
        {resend.isError && (
          <Alert color="red" role="alert">
            {errorMessage(resend.error, 'The invitation could not be sent. Please try again.')}
          </Alert>
        )}
        {fresh && <InvitationLinkNotice invitation={fresh} />}
        <Detail label="Phone">{o.phone ?? 'Not given'}</Detail>
        <Detail label="SSN">{o.ssnLast4 ? `Ending in ${o.ssnLast4}` : 'Not given'}</Detail>
        <Detail label="Plan">
          {o.chosenPlanId ? (planName(o.chosenPlanId) ?? 'A plan no longer offered') : 'Not chosen yet'}
        </Detail>
        {o.creditIssues.length > 0 && <Detail label="Asked help with">{o.creditIssues.join(', ')}</Detail>}
        {o.notes && <Detail label="Their notes">{o.notes}</Detail>}
      </Stack>
    </Paper>
  );
}
