import {
  type ConnectTaxSoftwareFormValues,
  connectTaxSoftwareForm,
  type TaxIntegration,
  taxMessages,
  taxSoftwareLabels,
  taxSoftwares,
  taxYearsOffered,
} from '@app/contracts/tax-integrations.contract';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, isStatus } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useConnectTaxSoftware } from '../api/connect-tax-software';

/** The Add Integration tab: the connect button stays disabled until a tax software is chosen. */
export function AddIntegrationForm({
  userId,
  currentYear,
  onConnected,
}: {
  userId: number;
  /** The calendar year today: the years offered are the four before it. */
  currentYear: number;
  onConnected: (integration: TaxIntegration) => void;
}) {
  const years = taxYearsOffered(currentYear);
  const form = useForm<ConnectTaxSoftwareFormValues>({
    name: useFormName(),
    initialValues: { taxSoftware: '', taxYear: String(years[0]) },
    validate: contractResolver(connectTaxSoftwareForm),
  });
  const connect = useConnectTaxSoftware();
  const chosen = form.getValues().taxSoftware;

  const submit = form.onSubmit((v) =>
    connect.mutate(
      { userId, taxSoftware: v.taxSoftware as (typeof taxSoftwares)[number], taxYear: Number(v.taxYear) },
      {
        onSuccess: (integration) => {
          notify({
            color: 'green',
            title: taxMessages.connected,
            message: `${taxSoftwareLabels[integration.taxSoftware]} is connected for ${integration.taxYear}.`,
          });
          form.reset();
          onConnected(integration);
        },
        onError: (e) => {
          if (setServerFieldErrors(form, e)) return;
          // Already connected (409): say it under the software, where the choice was made.
          if (isStatus(e, 409)) form.setFieldError('taxSoftware', errorMessage(e, ''));
          else notify({ color: 'red', title: 'Error', message: errorMessage(e, taxMessages.connectFailed) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Tax software"
              required
              data={[
                { value: '', label: 'Choose your tax software' },
                ...taxSoftwares.map((s) => ({ value: s, label: taxSoftwareLabels[s] })),
              ]}
              {...form.getInputProps('taxSoftware')}
              key={form.key('taxSoftware')}
            />
            <NativeSelect
              label="Tax year"
              required
              data={years.map(String)}
              {...form.getInputProps('taxYear')}
              key={form.key('taxYear')}
            />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            No tax provider is connected yet, so we do not sign in to your tax software and nothing is sent to
            it. Connecting works out a simulated status from the jobs you list on the Employment tab.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={connect.isPending} disabled={!chosen}>
              Connect Tax Software
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
