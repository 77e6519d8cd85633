import '@mantine/core/styles/Table.css';
import { personDateTime } from '@app/contracts/common/person-dates';
import type { TeamMember } from '@app/contracts/team.contract';
import { type TeamRole, teamRoleLabels, teamRoles } from '@app/contracts/team-roles';
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useChangeTeamRole } from '../api/change-team-role';
import { useDeactivateTeamMember } from '../api/deactivate-team-member';
import { useTeam } from '../api/get-team';

const failed = (title: string) => (error: unknown) =>
  notify({ title, message: errorMessage(error, 'Please try again.'), color: 'red' });

function MemberRow({
  member,
  you,
  onDeactivate,
}: {
  member: TeamMember;
  you: boolean;
  onDeactivate: (m: TeamMember) => void;
}) {
  const change = useChangeTeamRole();
  const name = `${member.firstName} ${member.lastName}`;
  const active = member.deactivatedAt === null;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {name}
          {you && (
            <Text span c="dimmed" fz="xs">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {member.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {active ? (
          <NativeSelect
            size="xs"
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={change.isPending}
            onChange={(e) => {
              const role = e.currentTarget.value as TeamRole;
              change.mutate(
                { memberId: member.id, role },
                {
                  onSuccess: () =>
                    notify({
                      title: 'Role changed',
                      message: `${name} is now ${teamRoleLabels[role]} from their next click.`,
                      color: 'green',
                    }),
                  onError: failed('Role not changed'),
                },
              );
            }}
            data={teamRoles.map((r) => ({ value: r, label: teamRoleLabels[r] }))}
          />
        ) : (
          <Text fz="sm">{teamRoleLabels[member.role]}</Text>
        )}
      </Table.Td>
      <Table.Td>{member.role === 'SPECIALIST' ? member.assignedClients : '—'}</Table.Td>
      <Table.Td>
        {active ? (
          <ToneBadge color="green">Active</ToneBadge>
        ) : (
          <ToneBadge color="gray">Deactivated {personDateTime(member.deactivatedAt as string)}</ToneBadge>
        )}
      </Table.Td>
      <Table.Td>
        {active && !you && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => onDeactivate(member)}>
            Deactivate
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The Owner's list of the team: each member's role (changed in place), clients and standing. */
export function TeamMembers({ yourId }: { yourId: number }) {
  const team = useTeam();
  const deactivate = useDeactivateTeamMember();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const confirm = () => {
    if (!leaving) return;
    deactivate.mutate(leaving.id, {
      onSuccess: (m) => {
        setLeaving(null);
        notify({
          title: 'Deactivated',
          message: `${m.firstName} ${m.lastName} can no longer sign in; their clients show under Unassigned.`,
          color: 'green',
        });
      },
      onError: failed('Not deactivated'),
    });
  };
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-labelledby="team-title"
      >
        <Title order={2} fz="h4" id="team-title" mb="sm">
          Your team{team.data ? ` (${team.data.members.filter((m) => !m.deactivatedAt).length})` : ''}
        </Title>
        {team.isPending ? (
          <ListSkeleton label="Loading the team" rows={3} height={48} />
        ) : team.isError ? (
          <ListError what="the team" onRetry={() => team.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-labelledby="team-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Clients</Table.Th>
                  <Table.Th>Standing</Table.Th>
                  {/* Positioned: the hidden label stays inside the scrolling table, not past the phone's edge. */}
                  <Table.Th pos="relative">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data.members.map((m) => (
                  <MemberRow key={m.id} member={m} you={m.id === yourId} onDeactivate={setLeaving} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {team.data && team.data.invitations.length > 0 && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-labelledby="pending-title"
        >
          <Title order={2} fz="h4" id="pending-title" mb="sm">
            Waiting to accept
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {team.data.invitations.map((i) => (
              <Group component="li" key={i.id} justify="space-between" wrap="wrap" gap="xs">
                <Text fz="sm">
                  {i.firstName} {i.lastName} ({i.email}) as {teamRoleLabels[i.role]}
                </Text>
                <Text fz="xs" c="dimmed">
                  Link good until {personDateTime(i.expiresAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        title="Deactivate this person?"
        confirmLabel="Deactivate"
        onConfirm={confirm}
        busy={deactivate.isPending}
        danger
      >
        {leaving?.firstName} {leaving?.lastName} is signed out everywhere at once and cannot sign in again.
        {leaving?.role === 'SPECIALIST' &&
          ' Their clients show under Unassigned until you give them to someone.'}
      </ConfirmDialog>
    </Stack>
  );
}
