import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PersonalInfoFields } from './personal-info-fields';
import { useExperianConnectForm } from './use-experian-connect-form';

/** Credit Building's Connect Now dialog: closes and clears on success. */
export function ExperianConnectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const { form, submit, pending, reset, today } = useExperianConnectForm(() => onClose());
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Connect Experian Monitoring"
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Experian matches you by name, SSN, date of birth and address. Your information is encrypted and
            your SSN is never stored in plain text.
          </Text>
          <PersonalInfoFields form={form} today={today} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Connecting...' : 'Connect'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
