import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import { formatCents } from '@app/contracts/common/money';
import { personDate, personDateTime } from '@app/contracts/common/person-dates';
import {
  type OperatorOrganization,
  organizationPlanLabels,
  organizationStatusLabels,
  platformOrganizationId,
} from '@app/contracts/platform-operator.contract';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useOperatorOrganizations } from '../api/get-operator-organizations';
import { useReinstateOrganization } from '../api/reinstate-organization';
import { useSuspendOrganization } from '../api/suspend-organization';
import { OrganizationClients } from './organization-clients';

type Pending = { organization: OperatorOrganization; act: 'suspend' | 'reinstate' };

function StatusBadge({ organization }: { organization: OperatorOrganization }) {
  return (
    <ToneBadge color={organization.status === 'active' ? 'green' : 'red'}>
      {organizationStatusLabels[organization.status]}
    </ToneBadge>
  );
}

function AccessText({ organization }: { organization: OperatorOrganization }) {
  if (organization.id === platformOrganizationId) return <Text fz="sm">Your own organization</Text>;
  return organization.accessUntil ? (
    <Text fz="sm">Granted until {personDateTime(organization.accessUntil)}</Text>
  ) : (
    <Text fz="sm" c="dimmed">
      Not granted
    </Text>
  );
}

/** The White Label plan's billing, billed in arrears: the card, what is unpaid, the next invoice. */
function BillingText({ organization }: { organization: OperatorOrganization }) {
  const billing = organization.billing;
  if (!billing) return <Text fz="sm">Not billed</Text>;
  return (
    <Stack gap={0}>
      <Text fz="sm">{billing.cardOnFile ? 'Card on file' : 'No card on file'}</Text>
      {billing.unpaidCents > 0 ? (
        <Text fz="sm" c="red.9">
          {formatCents(billing.unpaidCents)} unpaid
        </Text>
      ) : (
        billing.lastInvoiceStatus && <Text fz="sm">Invoices paid</Text>
      )}
      {billing.nextInvoiceAt && (
        <Text fz="xs" c="dimmed">
          Next invoice {personDate(billing.nextInvoiceAt)}
        </Text>
      )}
    </Stack>
  );
}

function Actions({
  organization,
  onAct,
  onOpen,
}: {
  organization: OperatorOrganization;
  onAct: (p: Pending) => void;
  onOpen: (o: OperatorOrganization) => void;
}) {
  if (organization.id === platformOrganizationId) return null;
  const name = organization.companyName;
  return (
    <Group gap="xs" wrap="wrap">
      {organization.accessUntil && (
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(organization)}
          aria-label={`Open ${name}’s clients`}
        >
          Open clients
        </Button>
      )}
      {organization.status === 'active' ? (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => onAct({ organization, act: 'suspend' })}
          aria-label={`Suspend ${name}`}
        >
          Suspend
        </Button>
      ) : (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onAct({ organization, act: 'reinstate' })}
          aria-label={`Reinstate ${name}`}
        >
          Reinstate
        </Button>
      )}
    </Group>
  );
}

/** The operator's list of organizations: figures, status, and suspension with confirmation. */
export function OrganizationsTable() {
  const organizations = useOperatorOrganizations();
  const suspend = useSuspendOrganization();
  const reinstate = useReinstateOrganization();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState<OperatorOrganization | null>(null);

  if (organizations.isPending) return <ListSkeleton label="Loading organizations" />;
  if (organizations.isError)
    return <ListError what="the organizations" onRetry={() => void organizations.refetch()} />;
  const rows = organizations.data.organizations;

  const confirm = () => {
    if (!pending) return;
    const { organization, act } = pending;
    const mutation = act === 'suspend' ? suspend : reinstate;
    mutation.mutate(organization.id, {
      onSuccess: () => {
        notify({
          title: act === 'suspend' ? 'Organization suspended' : 'Organization reinstated',
          message:
            act === 'suspend'
              ? `${organization.companyName}’s people were signed out and cannot sign in. Nothing was deleted.`
              : `${organization.companyName}’s people can sign in again.`,
          color: 'green',
        });
        setPending(null);
      },
      onError: (error) =>
        notify({ title: 'Not changed', message: errorMessage(error, 'Please try again.'), color: 'red' }),
    });
  };

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={960} visibleFrom="md">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Active clients</Table.Th>
              <Table.Th ta="right">Letters this month</Table.Th>
              <Table.Th>Billing</Table.Th>
              <Table.Th>Access to clients</Table.Th>
              {/* Positioned: the hidden label stays inside the scrolling table, not past the phone's edge. */}
              <Table.Th pos="relative">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Text fw={600} fz="sm">
                    {o.companyName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {o.host ?? o.slug}
                  </Text>
                </Table.Td>
                <Table.Td>{organizationPlanLabels[o.plan]}</Table.Td>
                <Table.Td>
                  <StatusBadge organization={o} />
                </Table.Td>
                <Table.Td ta="right">{o.activeClients}</Table.Td>
                <Table.Td ta="right">{o.lettersThisMonth}</Table.Td>
                <Table.Td>
                  <BillingText organization={o} />
                </Table.Td>
                <Table.Td>
                  <AccessText organization={o} />
                </Table.Td>
                <Table.Td>
                  <Actions organization={o} onAct={setPending} onOpen={setOpen} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md">
        {rows.map((o) => (
          <Card key={o.id} withBorder radius="md" p="md" component="article" aria-label={o.companyName}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{o.companyName}</Text>
                  <Text fz="xs" c="dimmed">
                    {organizationPlanLabels[o.plan]} · {o.host ?? o.slug}
                  </Text>
                </div>
                <StatusBadge organization={o} />
              </Group>
              <SimpleGrid cols={2} spacing="xs">
                <div>
                  <Text fz="xs" c="dimmed">
                    Active clients
                  </Text>
                  <Text fw={600}>{o.activeClients}</Text>
                </div>
                <div>
                  <Text fz="xs" c="dimmed">
                    Letters this month
                  </Text>
                  <Text fw={600}>{o.lettersThisMonth}</Text>
                </div>
              </SimpleGrid>
              <BillingText organization={o} />
              <AccessText organization={o} />
              <Actions organization={o} onAct={setPending} onOpen={setOpen} />
            </Stack>
          </Card>
        ))}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.act === 'suspend' ? 'Suspend this organization?' : 'Reinstate this organization?'}
        confirmLabel={pending?.act === 'suspend' ? 'Suspend' : 'Reinstate'}
        onConfirm={confirm}
        busy={suspend.isPending || reinstate.isPending}
        danger={pending?.act === 'suspend'}
      >
        {pending?.act === 'suspend'
          ? `Everyone at ${pending.organization.companyName} is signed out at once and cannot sign in until you reinstate it. Their clients, files and letters are kept; nothing is deleted.`
          : `Everyone at ${pending?.organization.companyName} can sign in again.`}
      </ConfirmDialog>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.companyName}: clients` : ''}
        size="lg"
      >
        {open && <OrganizationClients organizationId={open.id} />}
      </Modal>
    </Stack>
  );
}
