import { formatCents } from '@app/contracts/common/money';
import { monthName } from '@app/contracts/common/person-dates';
import type { OrganizationBilling } from '@app/contracts/organization-billing.contract';
import { Alert, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import { useConfirmOrganizationTestCard } from '../api/confirm-organization-test-card';
import { useOrganizationBilling, useRefreshOrganizationBilling } from '../api/get-organization-billing';
import { getOrganizationInvoicePdf } from '../api/get-organization-invoice-pdf';
import { useStartOrganizationCard } from '../api/start-organization-card';
import { CardSetupForm } from './card-setup-form';
import { formatDay } from './charge-terms';
import { InvoiceRow } from './invoice-row';
import { TestCardFields } from './test-card-form';
import { TestModeBadge } from './test-mode-badge';
import { useViewInvoice } from './view-invoice';

/** The card on file, and the form that adds or replaces it (a setup: nothing is charged). */
function CardOnFile({ billing }: { billing: OrganizationBilling }) {
  const start = useStartOrganizationCard();
  const confirm = useConfirmOrganizationTestCard();
  const refresh = useRefreshOrganizationBilling();
  const setup = start.data;
  const card = billing.card;
  const label = card ? 'Replace card' : 'Add card';
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
            {label}
          </Button>
        ) : (
          <CardSetupForm
            setup={setup}
            submitLabel={label}
            testCardFields={
              <TestCardFields
                clientSecret={setup.clientSecret}
                submitLabel={label}
                confirm={confirm}
                testCards={billing.testCards}
                onResult={() => start.reset()}
              />
            }
            onSucceeded={() => {
              // The card now on file is read again; the page stays where the owner is.
              start.reset();
              void refresh();
            }}
          />
        )}
      </Stack>
    </Paper>
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
            {formatCents(b.monthlyCents)}{' '}
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
              Next invoice: <strong>{formatDay(b.nextInvoiceAt)}</strong>, {formatCents(b.nextInvoiceCents)}{' '}
              so far
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
                  {monthName(m.month)}: {m.pieces} {m.pieces === 1 ? 'letter' : 'letters'},{' '}
                  {formatCents(m.cents)}
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
                testId="organization-invoice"
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
