import '@mantine/core/styles/Table.css';
import { type InvoiceLine, type InvoiceStatus, invoiceStatusLabels } from '@app/contracts/billing.contract';
import { formatCents } from '@app/contracts/common/money';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { formatDay } from './charge-terms';

const statusColors: Record<InvoiceStatus, string> = {
  PAID: 'green',
  FAILED: 'red',
  REQUIRES_ACTION: 'yellow',
};

/** An amount of an invoice line; a credit (negative) with a true minus sign. */
const lineAmount = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

/**
 * One invoice, a person's or a company's: its amount and status, its period, its priced lines, why
 * it was not paid, and a View that opens the PDF.
 */
export function InvoiceRow({
  invoice,
  subtitle,
  onView,
  opening,
  testId,
  children,
}: {
  invoice: {
    number: string;
    amountCents: number;
    status: InvoiceStatus;
    periodStart: string;
    periodEnd: string;
    createdAt: string;
    lines: InvoiceLine[];
    failureMessage: string | null;
  };
  /** What the invoice is for, before its period (a plan's name). */
  subtitle?: string;
  onView: () => void;
  opening: boolean;
  testId: string;
  /** Shown when the invoice has no priced lines (what was performed in the month). */
  children?: ReactNode;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
        <div>
          <Group gap={8}>
            <Text fw={700}>{lineAmount(invoice.amountCents)}</Text>
            <ToneBadge color={statusColors[invoice.status]}>{invoiceStatusLabels[invoice.status]}</ToneBadge>
          </Group>
          <Text fz="sm">
            {subtitle ? `${subtitle} · ` : ''}
            {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
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
        <Table fz="xs" verticalSpacing={4} aria-label={`Lines of invoice ${invoice.number}`}>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.description}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {lineAmount(line.amountCents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        children
      )}
      {invoice.failureMessage && (
        <Text fz="xs" c="red.9">
          {invoice.failureMessage}
        </Text>
      )}
    </Stack>
  );
}
