import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tabs.css';
import {
  enumLabel,
  type SupportListQuery,
  type SupportTicket,
  supportStatusFilters,
  ticketPriorities,
} from '@app/contracts/support.contract';
import { Badge, Group, Pagination, Select, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useFollowSupportCenter } from '../../../features/support/api/follow-support-center';
import { useSupportConversations } from '../../../features/support/api/get-support-conversations';
import { useSupportMetrics } from '../../../features/support/api/get-support-metrics';
import { useSupportTickets } from '../../../features/support/api/get-support-tickets';
import { ConversationDialog } from '../../../features/support/components/conversation-dialog';
import { ConversationList } from '../../../features/support/components/conversation-list';
import { KnowledgeBase } from '../../../features/support/components/knowledge-base';
import { SupportMetricsCards } from '../../../features/support/components/support-metrics-cards';
import { TicketDialog } from '../../../features/support/components/ticket-dialog';
import { TicketList } from '../../../features/support/components/ticket-list';

const pageSize = 10;
const pagerLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

function Pager({ total, page, onChange }: { total: number; page: number; onChange: (p: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="sm">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(c) => ({ 'aria-label': pagerLabels[c] })}
      />
    </Group>
  );
}

/** `/support-admin`: figures, filtered conversations and tickets, the knowledge base. */
export function SupportAdminPage() {
  const live = useFollowSupportCenter();
  const metrics = useSupportMetrics(live);
  // The work queue links a ticket as ?ticket=<id>&search=<its number>: the Tickets tab, found and opened.
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('ticket')) || null;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [priority, setPriority] = useState<string | null>(null);
  const [conversationPage, setConversationPage] = useState(1);
  const [ticketPage, setTicketPage] = useState(1);
  const [openConversation, setOpenConversation] = useState<number | null>(null);
  const [openTicket, setOpenTicket] = useState<SupportTicket | null>(null);

  const filters = {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status: status as SupportListQuery['status'] } : {}),
    ...(priority ? { priority: priority as SupportListQuery['priority'] } : {}),
    pageSize,
  };
  const conversations = useSupportConversations({ ...filters, page: conversationPage }, live);
  const tickets = useSupportTickets({ ...filters, page: ticketPage }, live);
  const linked = linkedId === null ? undefined : tickets.data?.items.find((t) => t.id === linkedId);
  const shownTicket = openTicket ?? linked ?? null;
  const closeTicket = () => {
    setOpenTicket(null);
    if (linkedId !== null) setParams({}, { replace: true });
  };
  const resetPages = () => {
    setConversationPage(1);
    setTicketPage(1);
  };

  return (
    <Stack gap="lg">
      <PageTitle page="Support Center" />
      <PageHeader
        title="Support Center"
        description="Customer chats, support tickets and the articles the support assistant answers from."
      />
      <SupportMetricsCards metrics={metrics.data} />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, email, ticket number, words…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            resetPages();
          }}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={supportStatusFilters.map((s) => ({ value: s, label: enumLabel(s) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            resetPages();
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Priority"
          placeholder="All priorities"
          clearable
          data={ticketPriorities.map((p) => ({ value: p, label: enumLabel(p) }))}
          value={priority}
          onChange={(v) => {
            setPriority(v);
            resetPages();
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>

      <Tabs defaultValue={linkedId === null ? 'conversations' : 'tickets'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab
            value="conversations"
            rightSection={
              conversations.data ? (
                <Badge size="sm" variant="light">
                  {conversations.data.total}
                </Badge>
              ) : null
            }
          >
            Conversations
          </Tabs.Tab>
          <Tabs.Tab
            value="tickets"
            rightSection={
              tickets.data ? (
                <Badge size="sm" variant="light">
                  {tickets.data.total}
                </Badge>
              ) : null
            }
          >
            Support Tickets
          </Tabs.Tab>
          <Tabs.Tab value="knowledge">Knowledge Base</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conversations">
          {conversations.isPending ? (
            <ListSkeleton label="Loading conversations" />
          ) : conversations.isError ? (
            <ListError what="the conversations" onRetry={() => conversations.refetch()} />
          ) : (
            <>
              <ConversationList items={conversations.data.items} onOpen={setOpenConversation} />
              <Pager
                total={conversations.data.total}
                page={conversationPage}
                onChange={setConversationPage}
              />
            </>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="tickets">
          {tickets.isPending ? (
            <ListSkeleton label="Loading tickets" />
          ) : tickets.isError ? (
            <ListError what="the tickets" onRetry={() => tickets.refetch()} />
          ) : (
            <>
              <TicketList items={tickets.data.items} onOpen={setOpenTicket} />
              <Pager total={tickets.data.total} page={ticketPage} onChange={setTicketPage} />
            </>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="knowledge">
          <KnowledgeBase />
        </Tabs.Panel>
      </Tabs>

      <ConversationDialog id={openConversation} live={live} onClose={() => setOpenConversation(null)} />
      <TicketDialog ticket={shownTicket} onClose={closeTicket} />
    </Stack>
  );
}
