import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Popover.css';
import {
  type AdminLead,
  type LeadStatus,
  leadAdminMessages,
  leadStatusLabels,
  leadUrgencies,
} from '@app/contracts/leads.contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useLeads } from '../api/get-leads';
import { useUpdateLeadStatus } from '../api/update-lead-status';

const pageSize = 10;
const statusColors: Record<LeadStatus, string> = { new: 'blue', contacted: 'indigo', converted: 'teal' };
const urgencyLabel = (value: string) => leadUrgencies.find((u) => u.value === value)?.label ?? value;
const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

function LeadCard({
  lead,
  onConvert,
  clientPath,
}: {
  lead: AdminLead;
  onConvert: (lead: AdminLead) => void;
  clientPath: (userId: number) => string;
}) {
  const update = useUpdateLeadStatus();
  const name = `${lead.firstName} ${lead.lastName}`;
  const setStatus = (status: 'new' | 'contacted') =>
    update.mutate(
      { id: lead.id, change: { status } },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            title: leadAdminMessages.statusUpdated,
            message: `${name}: ${leadStatusLabels[status]}`,
          }),
        onError: (error) =>
          notify({
            color: 'red',
            title: 'Error',
            message: errorMessage(error, leadAdminMessages.statusFailed),
          }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="md">
              {name}
            </Title>
            <Badge color={statusColors[lead.status]} variant="light">
              {leadStatusLabels[lead.status]}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            Submitted {personDateTime(lead.submittedAt)} · {urgencyLabel(lead.urgency)}
          </Text>
          {lead.submissionCount > 1 && (
            <Badge color="orange.9" variant="light" size="sm" mt={4} tt="none">
              Sent {lead.submissionCount} times — latest details shown
            </Badge>
          )}
          {lead.planName && (
            <Text fz="xs" c="dimmed">
              Interested in the {lead.planName}
            </Text>
          )}
        </div>
        {lead.status === 'converted' ? (
          lead.convertedUserId && (
            <Anchor component={Link} to={clientPath(lead.convertedUserId)} fz="sm">
              View client
            </Anchor>
          )
        ) : (
          <Group gap="xs" wrap="wrap" align="flex-end">
            <Select
              label="Status"
              size="xs"
              w={130}
              data={[
                { value: 'new', label: leadStatusLabels.new },
                { value: 'contacted', label: leadStatusLabels.contacted },
              ]}
              value={lead.status}
              onChange={(next) => {
                if ((next === 'new' || next === 'contacted') && next !== lead.status) setStatus(next);
              }}
              allowDeselect={false}
              disabled={update.isPending}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              size="xs"
              leftSection={<IconUserPlus size={14} aria-hidden />}
              onClick={() => onConvert(lead)}
            >
              Convert to client
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="md" mt="xs" wrap="wrap">
        <Anchor href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`} fz="sm">
          {lead.phone}
        </Anchor>
        {lead.email ? (
          <Anchor href={`mailto:${lead.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {lead.email}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            No email given
          </Text>
        )}
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        {lead.creditIssues.map((issue) => (
          <Badge key={issue} variant="outline" color="gray.8" size="sm" tt="none">
            {issue}
          </Badge>
        ))}
      </Group>
      {lead.additionalDetails && (
        <Text fz="sm" mt="xs" lineClamp={3}>
          {lead.additionalDetails}
        </Text>
      )}
    </Paper>
  );
}

/** The admin's Leads list: newest first, a status each, and the way to make one a client. */
export function LeadList({
  onConvert,
  clientPath,
}: {
  onConvert: (lead: AdminLead) => void;
  clientPath: (userId: number) => string;
}) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<LeadStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const filtered = status !== 'all' || q !== '';
  const leads = useLeads({
    page,
    pageSize,
    status: status === 'all' ? undefined : status,
    q: q || undefined,
  });

  const filters = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search leads"
        placeholder="Name, e-mail or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        style={{ flex: '1 1 220px' }}
      />
      <SegmentedControl
        aria-label="Lead status"
        value={status}
        onChange={(value) => {
          setStatus(value as LeadStatus | 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          ...(Object.keys(leadStatusLabels) as LeadStatus[]).map((value) => ({
            value,
            label: leadStatusLabels[value],
          })),
        ]}
      />
    </Group>
  );

  if (leads.isPending) return <ListSkeleton label="Loading leads" rows={3} height={120} />;
  if (leads.isError) return <ListError what="the leads" onRetry={() => leads.refetch()} />;
  const { items, total } = leads.data;
  if (total === 0 && !filtered) {
    return (
      <EmptyState icon={IconInbox} title="No leads yet">
        Requests sent through the public Get Started form appear here, latest first; a person who sends it
        again is one lead with a count.
      </EmptyState>
    );
  }
  const pages = Math.ceil(total / pageSize);
  return (
    <Stack gap="md">
      {filters}
      <Text fz="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'No lead matches these filters.'
          : `${total.toLocaleString('en-US')} ${total === 1 ? 'lead' : 'leads'}${filtered ? ' match' : ''}, latest activity first`}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Leads">
        {items.map((lead) => (
          <LeadCard key={lead.id} lead={lead} onConvert={onConvert} clientPath={clientPath} />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label="Pages of the lead list">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
