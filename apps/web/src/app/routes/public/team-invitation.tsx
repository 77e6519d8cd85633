import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useTeamInvitation } from '../../../features/team/api/check-team-invitation';
import { AcceptInvitationForm } from '../../../features/team/components/accept-invitation-form';
import { errorMessage } from '../../../lib/api-errors';

function FromLink({ token }: { token: string }) {
  const invitation = useTeamInvitation(token);
  if (invitation.isPending) return <Text c="dimmed">Checking your invitation…</Text>;
  if (invitation.isError)
    return (
      <Alert color="red.9" variant="light" role="alert">
        {errorMessage(invitation.error, 'This invitation link is not valid.')}
      </Alert>
    );
  return <AcceptInvitationForm token={token} invitation={invitation.data} />;
}

/** `/team-invitation?token=`: an invited team member's one-time link. */
export function TeamInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <PageTitle page="Join your team" />
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          Join your team
        </Title>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        {token ? (
          <FromLink token={token} />
        ) : (
          <Alert color="red.9" variant="light" role="alert">
            Open the link from your invitation e-mail.
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
