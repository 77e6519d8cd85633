import { formatUsd } from '@app/contracts/common/money';
import { Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { getInvoicePdf } from '../api/get-invoice-pdf';
import { type Invoice, useInvoices } from '../api/get-invoices';
import { formatDay } from './charge-terms';
import { useViewInvoice } from './view-invoice';

const statusLooks: Record<Invoice['status'], { color: string; label: string }> = {
  PAID: { color: 'green', label: 'Paid' },
  FAILED: { color: 'red', label: 'Failed' },
  REQUIRES_ACTION: { color: 'yellow', label: 'Needs action' },
};

function InvoiceRow({
  invoice,
  onView,
  opening,
}: {
  invoice: Invoice;
  onView: () => void;
  opening: boolean;
}) {
  const look = statusLooks[invoice.status];
  return (
    <Stack gap={6} data-testid="invoice">
      <Group justify="space-between" gap="sm" align="flex-start">
        <div>
          <Group gap={8}>
            <Text fw={700}>{formatUsd(invoice.amount)}</Text>
            <ToneBadge color={look.color}>{look.label}</ToneBadge>
          </Group>
          <Text fz="sm">
            {invoice.planName} · {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
          </Text>
          <Text fz="xs" c="dimmed">
            Invoice {invoice.number} · {formatDay(invoice.createdAt)}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          loading={opening}
          onClick={onView}
          aria-label={`View invoice ${invoice.number} (PDF, opens in a new tab)`}
        >
          View
        </Button>
      </Group>
      {invoice.lines.length > 0 ? (
        <Table fz="xs" verticalSpacing={4} aria-label={`Deletions billed, invoice ${invoice.number}`}>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.description}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.amountCents < 0
                    ? `−${formatUsd((-line.amountCents / 100).toFixed(2))}`
                    : formatUsd((line.amountCents / 100).toFixed(2))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        invoice.servicesPerformed.length > 0 && (
          <List size="xs" c="dimmed" spacing={2} aria-label={`Services performed, invoice ${invoice.number}`}>
            {invoice.servicesPerformed.map((service) => (
              <List.Item key={service}>{service}</List.Item>
            ))}
          </List>
        )
      )}
      {invoice.failureMessage && (
        <Text fz="xs" c="red.9">
          {invoice.failureMessage}
        </Text>
      )}
    </Stack>
  );
}

/** Invoice history: amount, dates, status, what was performed, and a View that opens the PDF. */
export function InvoiceHistory() {
  const invoices = useInvoices();
  const { view, opening } = useViewInvoice(getInvoicePdf);
  if (invoices.isPending) return <ListSkeleton label="Loading invoices" rows={2} height={72} />;
  if (invoices.isError) return <ListError what="invoices" onRetry={() => invoices.refetch()} />;
  if (invoices.data.length === 0) {
    return (
      <EmptyState icon={IconReceipt} title="No invoices yet">
        A consumer plan is billed after each month in which services were performed (or, per deletion, an item
        was deleted); its invoices appear here.
      </EmptyState>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {invoices.data.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            opening={opening === invoice.id}
            onView={() => view(invoice)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
