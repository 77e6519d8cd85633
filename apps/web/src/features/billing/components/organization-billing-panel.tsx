import { formatUsd } from '@app/contracts/common/money';
import type { OrganizationBilling } from '@app/contracts/organization-billing.contract';
import { Alert, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { useConfirmOrganizationTestCard } from '../api/confirm-organization-test-card';
import { useOrganizationBilling } from '../api/get-organization-billing';
import { getOrganizationInvoicePdf } from '../api/get-organization-invoice-pdf';
import { useStartOrganizationCard } from '../api/start-organization-card';
import { formatDay } from './charge-terms';
import { TestCardFields } from './test-card-form';
import { TestModeBadge } from './test-mode-badge';
import { useViewInvoice } from './view-invoice';

// Stripe.js and its React bindings load only when Stripe takes the company's card.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

type Invoice = OrganizationBilling['invoices'][number];

const statusLooks: Record<Invoice['status'], { color: string; label: string }> = {
  PAID: { color: 'green', label: 'Paid' },
  FAILED: { color: 'red', label: 'Not paid' },
  REQUIRES_ACTION: { color: 'yellow', label: 'Needs action' },
};

const usd = (cents: number) => formatUsd(cents / 100);
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatMonth = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`));

/** The card on file, and the form that adds or replaces it (a setup: nothing is charged). */
function CardOnFile({ billing }: { billing: OrganizationBilling }) {
  const start = useStartOrganizationCard();
  const confirm = useConfirmOrganizationTestCard();
  const setup = start.data;
  const card = billing.card;
  const label = card ? 'Replace card' : 'Save card';
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            Card
          </Title>
          {billing.testMode && <TestModeBadge />}
        </Group>
        {card ? (
          <Group gap={8} wrap="nowrap">
            <IconCreditCard size={20} aria-hidden />
            <Text>
              {card.brand.toUpperCase()} ending {card.last4}, expires {String(card.expMonth).padStart(2, '0')}
              /{card.expYear}
            </Text>
          </Group>
        ) : (
          <Text fz="sm">No card on file yet. Add one so each month can be paid once it has ended.</Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(start.error, 'The card form could not be opened. Please try again.')}
          </Alert>
        )}
        {!setup || confirm.isSuccess ? (
          <Button
            variant="default"
            onClick={() => {
              confirm.reset();
              start.mutate();
            }}
            loading={start.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {card ? 'Replace card' : 'Add card'}
          </Button>
        ) : setup.provider === 'builtin' ? (
          <>
            <Text fz="sm">
              This is a demo: no card is charged and no money moves. Use one of the demo cards below.
            </Text>
            <TestCardFields
              clientSecret={setup.clientSecret}
              submitLabel={label}
              confirm={confirm}
              testCards={billing.testCards}
              onResult={() => start.reset()}
            />
          </>
        ) : setup.publishableKey ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
            <StripeCardForm
              publishableKey={setup.publishableKey}
              clientSecret={setup.clientSecret}
              submitLabel={label}
              onSucceeded={() => window.location.reload()}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}

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
    <Stack gap={6} data-testid="organization-invoice">
      <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
        <div>
          <Group gap={8}>
            <Text fw={700}>{usd(invoice.amountCents)}</Text>
            <ToneBadge color={look.color}>{look.label}</ToneBadge>
          </Group>
          <Text fz="sm">
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
      <List size="xs" spacing={2} aria-label={`Lines of invoice ${invoice.number}`}>
        {invoice.lines.map((line) => (
          <List.Item key={line.description}>
            {line.description}: {usd(line.amountCents)}
          </List.Item>
        ))}
      </List>
      {invoice.failureMessage && (
        <Text fz="xs" c="red.9">
          {invoice.failureMessage}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The company's White Label plan as the platform bills it: in arrears (each month once it has
 * ended), with the month's certified mail postage at cost on a line of its own.
 */
export function OrganizationBillingPanel() {
  const billing = useOrganizationBilling();
  const { view, opening } = useViewInvoice(getOrganizationInvoicePdf);
  if (billing.isPending) return <Loader aria-label="Loading your company’s billing" />;
  if (billing.isError) {
    return (
      <Alert color="red.9" variant="light">
        Your company’s billing could not be loaded. Reload the page to try again.
      </Alert>
    );
  }
  const b = billing.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} fz="h4" mb={4}>
            {b.planName}
          </Title>
          <Text fz={28} fw={800} lh={1.2}>
            {usd(b.monthlyCents)}{' '}
            <Text span fz="md" fw={400}>
              per month
            </Text>
          </Text>
          <Text fz="sm" mt="xs">
            Billed after each month of service ends, never before. Certified mail postage is passed on at
            cost, on a line of its own.
          </Text>
          <Text fz="sm" c="dimmed" mt="xs">
            Service began {formatDay(b.serviceStartedAt)}.
          </Text>
          {b.nextInvoiceAt && (
            <Text mt="sm" data-testid="next-invoice">
              Next invoice: <strong>{formatDay(b.nextInvoiceAt)}</strong>, {usd(b.nextInvoiceCents)} so far
            </Text>
          )}
        </Paper>
        <CardOnFile billing={b} />
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} fz="h4" mb="xs">
            Mail spend per month
          </Title>
          {b.mailSpend.length === 0 ? (
            <Text fz="sm">No certified letters mailed yet.</Text>
          ) : (
            <List size="sm" spacing={4} aria-label="Postage per month">
              {b.mailSpend.map((m) => (
                <List.Item key={m.month}>
                  {formatMonth(m.month)}: {m.pieces} {m.pieces === 1 ? 'letter' : 'letters'}, {usd(m.cents)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Title order={3} fz="h4" mb="xs">
          Invoices
        </Title>
        {b.invoices.length === 0 ? (
          <Text fz="sm">No invoices yet: the first comes after your first month of service has ended.</Text>
        ) : (
          <Stack gap="lg">
            {b.invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                opening={opening === invoice.id}
                onView={() => view(invoice)}
              />
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
