import { inviteTeamMemberRequest } from '@app/contracts/team.contract';
import { type TeamRole, teamRoleDescriptions, teamRoleLabels, teamRoles } from '@app/contracts/team-roles';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useInviteTeamMember } from '../api/invite-team-member';

type Values = { firstName: string; lastName: string; email: string; role: TeamRole };

/** The Owner invites someone by e-mail: a one-time link to choose a password and set up two-step sign-in. */
export function InviteMemberForm() {
  const invite = useInviteTeamMember();
  const form = useForm<Values>({
    name: useFormName(),
    initialValues: { firstName: '', lastName: '', email: '', role: 'SPECIALIST' },
    validate: contractResolver(inviteTeamMemberRequest),
  });
  const submit = form.onSubmit(
    (values) =>
      invite.mutate(values, {
        onSuccess: (invitation) => {
          form.reset();
          notify({
            title: 'Invitation sent',
            message: `${invitation.firstName} has 72 hours to accept it from the e-mail.`,
            color: 'green',
          });
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error))
            notify({ title: 'Not sent', message: errorMessage(error, 'Please try again.'), color: 'red' });
        },
      }),
    (errors) => focusFirstError(form, errors),
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="invite-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="invite-title">
            Invite someone
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
            <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
            <NativeSelect
              label="Role"
              data={teamRoles.map((r) => ({ value: r, label: teamRoleLabels[r] }))}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {teamRoleLabels[form.values.role]}: {teamRoleDescriptions[form.values.role]}.
          </Text>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
