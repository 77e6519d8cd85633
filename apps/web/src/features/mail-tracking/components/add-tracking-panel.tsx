import { bureauLabel } from '@app/contracts/bureaus';
import { trackingAssignmentForm, trackingNumberMaxLength } from '@app/contracts/usps-tracking';
import { Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { type UntrackedDispute, useUntrackedDisputes } from '../api/get-untracked-disputes';
import { notifyBlankNumber, useTrackingSubmit } from './use-tracking-submit';

const describe = (d: UntrackedDispute) => `${bureauLabel[d.bureau]}: ${d.issueTitle} (${d.creditor})`;

function selectorHint(clientId: number, loading: boolean, count: number) {
  if (clientId === 0) return 'Choose one client above to list their letters without a number.';
  if (loading) return 'Loading this client’s letters…';
  if (count === 0) return 'This client has no letter waiting for a tracking number.';
  return 'Letters of this client that have no tracking number yet.';
}

/** The tracking-number input and the selector of disputes without a number. */
export function AddTrackingPanel({ clientId, disputeId }: { clientId: number; disputeId?: number }) {
  const form = useForm({
    name: useFormName(),
    // A link's letter (the work queue's "Approved letters to mail") is chosen already.
    initialValues: { trackingNumber: '', disputeId: disputeId ? String(disputeId) : '' },
    validate: contractResolver(trackingAssignmentForm),
    transformValues: (values) => trackingAssignmentForm.parse(values),
  });
  const untracked = useUntrackedDisputes(clientId || undefined);
  const { submit, pending } = useTrackingSubmit();
  const disputes = untracked.data ?? [];
  // The letter is chosen first, then its number: the order a person works in at the post office.
  const selectorDisabled = clientId === 0 || disputes.length === 0;

  async function onSubmit({ trackingNumber, disputeId }: { trackingNumber: string; disputeId: string }) {
    const chosen = disputes.find((d) => String(d.id) === disputeId);
    if (!chosen) return;
    if (await submit(trackingNumber, chosen.id, describe(chosen))) form.reset();
  }

  const onInvalid = (errors: FormErrors) => {
    focusFirstError(form, errors);
    notifyBlankNumber(errors);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="add-tracking-title">
      <form onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="add-tracking-title">
            Add a tracking number
          </Title>
          <NativeSelect
            label="Dispute"
            description={selectorHint(clientId, untracked.isLoading, disputes.length)}
            disabled={selectorDisabled}
            {...form.getInputProps('disputeId')}
            error={
              form.errors.disputeId ??
              (untracked.isError ? 'Could not load this client’s letters' : undefined)
            }
            data={[
              { value: '', label: clientId === 0 ? 'Choose a client first' : 'Choose a dispute' },
              ...disputes.map((d) => ({ value: String(d.id), label: describe(d) })),
            ]}
          />
          <TextInput
            label="USPS tracking number"
            placeholder="Enter 22-digit USPS tracking number"
            maxLength={trackingNumberMaxLength}
            {...form.getInputProps('trackingNumber')}
            autoComplete="off"
            inputMode="text"
            spellCheck={false}
          />
          <Button
            type="submit"
            leftSection={<IconMailForward size={18} aria-hidden />}
            loading={pending}
            disabled={clientId === 0}
            style={{ alignSelf: 'flex-start' }}
          >
            Add Tracking
          </Button>
          {clientId === 0 && (
            <Text fz="sm" c="dimmed">
              Tracking is added to one client’s letter at a time.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
