import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import { formatUsd } from '@app/contracts/common/money';
import { type CreditData, creditProfileMessages } from '@app/contracts/credit-monitoring.contract';
import { longDate } from '@app/contracts/follow-up';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useCreditData } from '../api/get-credit-data';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

function Rows({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" fz="sm" py="sm">
        {empty}
      </Text>
    );
  return (
    // A narrow screen scrolls the table itself; the region is focusable so a keyboard can scroll it too.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table striped verticalSpacing="xs" fz="sm" miw={480}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no id of their own
            <Table.Tr key={i}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

const recentDays = 365;
const recentInquiries = (data: CreditData) =>
  data.inquiries.filter((i) => Date.now() - Date.parse(i.inquiryDate) < recentDays * 86_400_000).length;

function DataTabs({ data }: { data: CreditData }) {
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="overview" px={{ base: 8, sm: 'md' }}>
          Overview
        </Tabs.Tab>
        <Tabs.Tab value="accounts" px={{ base: 8, sm: 'md' }}>
          Accounts
        </Tabs.Tab>
        <Tabs.Tab value="inquiries" px={{ base: 8, sm: 'md' }}>
          Inquiries
        </Tabs.Tab>
        <Tabs.Tab value="records" px={{ base: 8, sm: 'md' }}>
          Records
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label="Score" value={data.score ?? '---'} />
          <Figure
            label="Report date"
            value={
              <Text span fz="md" fw={700}>
                {longDate(data.reportDate)}
              </Text>
            }
          />
          <Figure label="Total accounts" value={data.accounts.length} />
          <Figure label="Recent inquiries" value={recentInquiries(data)} />
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="accounts">
        <Rows
          label="Accounts"
          head={['Account', 'Type', 'Balance', 'Payment status']}
          empty="No accounts reported."
          rows={data.accounts.map((a) => [
            a.accountName,
            a.accountType,
            formatUsd(a.balance),
            a.paymentStatus === 'Current' ? (
              <ToneBadge key="status" color="gray">
                Current
              </ToneBadge>
            ) : (
              <ToneBadge
                key="status"
                color="orange"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
              >
                {a.paymentStatus}
              </ToneBadge>
            ),
          ])}
        />
      </Tabs.Panel>
      <Tabs.Panel value="inquiries">
        <Rows
          label="Inquiries"
          head={['Creditor', 'Type', 'Date']}
          empty="No inquiries reported."
          rows={data.inquiries.map((i) => [i.creditor, i.inquiryType, longDate(i.inquiryDate)])}
        />
      </Tabs.Panel>
      <Tabs.Panel value="records">
        <Rows
          label="Public records"
          head={['Type', 'Filed', 'Amount', 'Status']}
          empty="No public records reported."
          rows={data.publicRecords.map((r) => [
            r.recordType,
            longDate(r.filedDate),
            r.amount === null ? '—' : formatUsd(r.amount),
            r.status,
          ])}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** An active connection's credit data, read when the card shows (each read is audited on the server). */
export function CreditDataTabs({ userId }: { userId: number }) {
  const data = useCreditData(userId, true);
  if (data.isPending)
    return (
      <Text c="dimmed" fz="sm" role="status">
        {creditProfileMessages.loadingData}
      </Text>
    );
  if (data.isError)
    return (
      <Alert color="orange" title={creditProfileMessages.unavailableTitle}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm">{creditProfileMessages.unavailable}</Text>
          <Button size="xs" variant="light" color="orange" onClick={() => data.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Stack gap={0}>
      <DataTabs data={data.data} />
    </Stack>
  );
}
