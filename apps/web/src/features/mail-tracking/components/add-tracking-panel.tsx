import { bureauLabel } from '@app/contracts/bureaus';
import { trackingNumberMaxLength } from '@app/contracts/usps-tracking';
import { Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type UntrackedDispute, useUntrackedDisputes } from '../api/get-untracked-disputes';
import { useTrackingSubmit } from './use-tracking-submit';

const describe = (d: UntrackedDispute) => `${bureauLabel[d.bureau]}: ${d.issueTitle} (${d.creditor})`;

function selectorHint(clientId: number, typed: boolean, loading: boolean, count: number) {
  if (clientId === 0) return 'Choose one client above to list their letters without a number.';
  if (loading) return 'Loading this client’s letters…';
  if (count === 0) return 'This client has no letter waiting for a tracking number.';
  if (!typed) return 'Type the tracking number first.';
  return 'Letters of this client that have no tracking number yet.';
}

/** Spec 001 section 2.18: the tracking-number input and the selector of disputes without a number. */
export function AddTrackingPanel({ clientId }: { clientId: number }) {
  const [trackingNumber, setTrackingNumber] = useState('');
  const [disputeId, setDisputeId] = useState('');
  const [disputeError, setDisputeError] = useState<string>();
  const untracked = useUntrackedDisputes(clientId || undefined);
  const { submit, numberError, clearNumberError, pending } = useTrackingSubmit();
  const disputes = untracked.data ?? [];
  const typed = trackingNumber.trim().length > 0;
  const selectorDisabled = clientId === 0 || !typed || disputes.length === 0;
  const chosen = disputes.find((d) => String(d.id) === disputeId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (typed && !chosen && clientId !== 0) setDisputeError('Choose the dispute this letter belongs to');
    if (!(await submit(trackingNumber, chosen?.id, chosen ? describe(chosen) : ''))) return;
    setTrackingNumber('');
    setDisputeId('');
  }

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="add-tracking-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="add-tracking-title">
            Add a tracking number
          </Title>
          <TextInput
            label="USPS tracking number"
            placeholder="Enter 22-digit USPS tracking number"
            maxLength={trackingNumberMaxLength}
            value={trackingNumber}
            onChange={(e) => {
              setTrackingNumber(e.currentTarget.value);
              clearNumberError();
            }}
            error={numberError}
            autoComplete="off"
            inputMode="text"
            spellCheck={false}
          />
          <NativeSelect
            label="Dispute"
            description={selectorHint(clientId, typed, untracked.isLoading, disputes.length)}
            disabled={selectorDisabled}
            value={disputeId}
            onChange={(e) => {
              setDisputeId(e.currentTarget.value);
              setDisputeError(undefined);
            }}
            error={disputeError ?? (untracked.isError ? 'Could not load this client’s letters' : undefined)}
            data={[
              { value: '', label: clientId === 0 ? 'Choose a client first' : 'Choose a dispute' },
              ...disputes.map((d) => ({ value: String(d.id), label: describe(d) })),
            ]}
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
