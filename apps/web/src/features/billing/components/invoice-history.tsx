import { List, Paper, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { getInvoicePdf } from '../api/get-invoice-pdf';
import { useInvoices } from '../api/get-invoices';
import { InvoiceRow } from './invoice-row';
import { useViewInvoice } from './view-invoice';

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
            testId="invoice"
            invoice={invoice}
            subtitle={invoice.planName}
            opening={opening === invoice.id}
            onView={() => view(invoice)}
          >
            {invoice.servicesPerformed.length > 0 && (
              <List
                size="xs"
                c="dimmed"
                spacing={2}
                aria-label={`Services performed, invoice ${invoice.number}`}
              >
                {invoice.servicesPerformed.map((service) => (
                  <List.Item key={service}>{service}</List.Item>
                ))}
              </List>
            )}
          </InvoiceRow>
        ))}
      </Stack>
    </Paper>
  );
}
