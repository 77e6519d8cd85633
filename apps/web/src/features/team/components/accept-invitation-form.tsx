import { adminPasswordRules } from '@app/contracts/password-rules';
import { acceptTeamInvitationRequest, type TeamInvitationLink } from '@app/contracts/team.contract';
import { teamRoleDescriptions, teamRoleLabels } from '@app/contracts/team-roles';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordRequirements } from '../../../components/password-form/password-requirements';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useEnterNewAccount } from '../../../lib/session';
import { useAcceptTeamInvitation } from '../api/accept-team-invitation';

/**
 * The invited member chooses a password; the session that answers can only set up two-step
 * sign-in, which the app shows next, and then their portal's home (the link's page is not theirs).
 */
export function AcceptInvitationForm({
  token,
  invitation,
}: {
  token: string;
  invitation: TeamInvitationLink;
}) {
  const form = useForm({
    name: useFormName(),
    initialValues: { token, password: '' },
    validate: contractResolver(acceptTeamInvitationRequest),
  });
  const accept = useAcceptTeamInvitation();
  const enter = useEnterNewAccount();
  const submit = form.onSubmit(
    (values) =>
      accept.mutate(values, {
        onSuccess: enter,
        onError: (error) => setServerFieldErrors(form, error),
      }),
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {accept.isError && (
          <Alert color="red.9" variant="light" role="alert">
            {errorMessage(accept.error, 'Your account could not be made. Please try again.')}
          </Alert>
        )}
        <Text>
          Hello {invitation.firstName}: you are invited to {invitation.companyName} as{' '}
          <strong>{teamRoleLabels[invitation.role]}</strong> (
          {teamRoleDescriptions[invitation.role].toLowerCase()}). You sign in as{' '}
          <strong>{invitation.email}</strong>.
        </Text>
        <PasswordInput
          label="Choose a password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordRequirements password={form.values.password} rules={adminPasswordRules} />
        <Text fz="sm" c="dimmed">
          Next you set up two-step sign-in with an authenticator app: every team member uses it.
        </Text>
        <Button type="submit" loading={accept.isPending}>
          Join the team
        </Button>
      </Stack>
    </form>
  );
}
