import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import {
  creditMonitoringMessages,
  type MonitoringProvider,
  monitoringConnectionForm,
  monitoringDefaults,
  monitoringProviderLabels,
  monitoringProviders,
  type SyncFrequency,
  syncFrequencies,
  syncFrequencyLabels,
} from '@app/contracts/credit-monitoring.contract';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAddMonitoringConnection } from '../api/add-monitoring-connection';

interface ConnectionValues {
  provider: MonitoringProvider | '';
  accountEmail: string;
  password: string;
  syncFrequency: SyncFrequency;
  autoSyncEnabled: boolean;
}

const blank: ConnectionValues = {
  provider: '',
  accountEmail: '',
  password: '',
  syncFrequency: monitoringDefaults.syncFrequency,
  autoSyncEnabled: monitoringDefaults.autoSyncEnabled,
};

/** The add-connection dialog: provider, email and password required. */
export function AddConnectionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const form = useForm<ConnectionValues>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(monitoringConnectionForm),
  });
  const add = useAddMonitoringConnection();
  const close = () => {
    form.setValues(blank);
    form.clearErrors();
    onClose();
  };

  const onInvalid = (errors: FormErrors) => {
    const missing = Object.values(errors).includes(creditMonitoringMessages.missingFields);
    if (missing)
      notify({
        color: 'red',
        title: creditMonitoringMessages.missingTitle,
        message: creditMonitoringMessages.missingFields,
      });
    focusFirstError(form, errors);
  };

  const submit = (values: ConnectionValues) => {
    if (!values.provider) return;
    add.mutate(
      {
        provider: values.provider,
        accountEmail: values.accountEmail.trim(),
        password: values.password,
        syncFrequency: values.syncFrequency,
        autoSyncEnabled: values.autoSyncEnabled,
      },
      {
        onSuccess: (connection) => {
          notify({
            color: 'green',
            title: creditMonitoringMessages.added,
            message: `${monitoringProviderLabels[connection.provider]} is connected. Press Sync to bring in its file.`,
          });
          close();
        },
        onError: (err) => {
          setServerFieldErrors(form, err);
          notify({
            color: 'red',
            title: 'Error',
            message: errorMessage(err, creditMonitoringMessages.addFailed),
          });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Monitoring Connection"
      size="md"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Provider"
            withAsterisk
            data={[
              { value: '', label: 'Choose a provider' },
              ...monitoringProviders.map((p) => ({ value: p, label: monitoringProviderLabels[p] })),
            ]}
            {...form.getInputProps('provider')}
          />
          <TextInput
            label="Account email"
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('accountEmail')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description="Encrypted before it is stored; never shown again"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
            {...form.getInputProps('password')}
          />
          <NativeSelect
            label="Sync frequency"
            data={syncFrequencies.map((f) => ({ value: f, label: syncFrequencyLabels[f] }))}
            {...form.getInputProps('syncFrequency')}
          />
          <Switch
            label="Auto-sync"
            description="Sync automatically at this frequency"
            {...form.getInputProps('autoSyncEnabled', { type: 'checkbox' })}
          />
          <Text fz="xs" c="dimmed">
            Your monitoring service's sign-in is used only to read your credit file.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add Connection'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
