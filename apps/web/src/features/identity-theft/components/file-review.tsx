import '@mantine/core/styles/SegmentedControl.css';
import { itemDateWord } from '@app/contracts/identity-theft';
import {
  type IdentityTheftScan,
  identityTheftLimits,
  recordTheftSignalRequest,
} from '@app/contracts/identity-theft.contract';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useRecordTheftSignal } from '../api/record-theft-signal';
import { useRemoveTheftSignal } from '../api/remove-theft-signal';

const kindLabel = {
  ADDRESS: 'Address I do not recognise',
  FRAUD_STATEMENT: 'Fraud statement on my file',
} as const;

/**
 * What the scan reads: each imported account and hard inquiry with a "Not mine" box, and what the
 * person copies from their report (an address that is not theirs, a fraud statement).
 */
export function FileReview({ userId, scan }: { userId: number; scan: IdentityTheftScan }) {
  const record = useRecordTheftSignal(userId);
  const remove = useRemoveTheftSignal(userId);
  const failed = () =>
    notify({ color: 'red', title: 'Error', message: 'Failed to save your answer. Please try again.' });
  const written = scan.signals.filter((s) => s.kind === 'ADDRESS' || s.kind === 'FRAUD_STATEMENT');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} fz="h5" mb={4}>
          Accounts and inquiries on your file
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Tick anything you did not open or apply for, then scan. Only you can say an item is not yours.
        </Text>
        {scan.fileItems.length === 0 ? (
          <Text fz="sm">
            No credit file is imported yet. Connect a monitoring service on the Monitor tab, or ask your
            specialist to upload your report; you can still record an address or a fraud statement below.
          </Text>
        ) : (
          <Stack gap="xs">
            {scan.fileItems.map((item) => (
              <Checkbox
                key={item.key}
                checked={item.notMine}
                disabled={record.isPending || remove.isPending}
                label={`Not mine: ${item.creditor}${item.accountNumber ? ` ending ${item.accountNumber}` : ''}`}
                description={`${item.description}${item.openedDate ? ` · ${itemDateWord(item)} ${item.openedDate}` : ''}`}
                onChange={(e) => {
                  if (e.currentTarget.checked)
                    record.mutate({ kind: item.kind, itemKey: item.key }, { onError: failed });
                  else if (item.signalId !== null) remove.mutate(item.signalId, { onError: failed });
                }}
              />
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} fz="h5" mb={4}>
          Something else on your report
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Copy an address you have never lived at, or a fraud alert or statement you did not place, as your
          report shows it.
        </Text>
        <SignalForm userId={userId} />
        {written.length > 0 && (
          <Stack gap={6} mt="sm">
            {written.map((s) => (
              <Group key={s.id} justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">
                  <Text span fw={600} inherit>
                    {kindLabel[s.kind as keyof typeof kindLabel]}:
                  </Text>{' '}
                  {s.text}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${s.text}`}
                  onClick={() => remove.mutate(s.id, { onError: failed })}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function SignalForm({ userId }: { userId: number }) {
  const name = useFormName();
  const record = useRecordTheftSignal(userId);
  const form = useForm<{ kind: 'ADDRESS' | 'FRAUD_STATEMENT'; text: string }>({
    mode: 'uncontrolled',
    name,
    initialValues: { kind: 'ADDRESS', text: '' },
    validate: contractResolver(recordTheftSignalRequest),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        record.mutate(values, {
          onSuccess: () => form.reset(),
          onError: (e) => {
            if (!setServerFieldErrors(form, e))
              notify({ color: 'red', title: 'Error', message: 'Failed to save. Please try again.' });
          },
        }),
      )}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label="What you found"
          data={[
            { value: 'ADDRESS', label: 'Unknown address' },
            { value: 'FRAUD_STATEMENT', label: 'Fraud statement' },
          ]}
          key={form.key('kind')}
          {...form.getInputProps('kind')}
        />
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            label="As your report shows it"
            maxLength={identityTheftLimits.signalText}
            key={form.key('text')}
            {...form.getInputProps('text')}
          />
          <Button type="submit" variant="light" loading={record.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
