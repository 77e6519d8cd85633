import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import {
  accessCodeMessages,
  type CreateAccessCodeRequest,
  createAccessCodeRequest,
  generateAccessCode,
} from '@app/contracts/beta-access.contract';
import { betaFeatureLabels, betaFeatures } from '@app/contracts/beta-features';
import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateAccessCode } from '../api/create-access-code';

interface Values {
  accessCode: string;
  features: CreateAccessCodeRequest['features'];
  /** A date and time typed in the admin's own zone; sent as an instant. */
  expiresAt: string;
  maxRedemptions: number | string;
}

/** 'Create Access Code': a code, its features, an optional end and limit. */
export function CreateAccessCodeDialog() {
  const [opened, dialog] = useDisclosure(false);
  const create = useCreateAccessCode();
  const form = useForm<Values, (v: Values) => CreateAccessCodeRequest>({
    name: useFormName(),
    mode: 'uncontrolled',
    initialValues: { accessCode: '', features: [], expiresAt: '', maxRedemptions: '' },
    transformValues: (v) => ({
      accessCode: v.accessCode,
      features: v.features,
      ...(v.expiresAt ? { expiresAt: new Date(v.expiresAt).toISOString() } : {}),
      ...(typeof v.maxRedemptions === 'number' ? { maxRedemptions: v.maxRedemptions } : {}),
    }),
    validate: (values) =>
      contractResolver(createAccessCodeRequest)({
        accessCode: values.accessCode,
        features: values.features,
        ...(typeof values.maxRedemptions === 'number' ? { maxRedemptions: values.maxRedemptions } : {}),
      }),
  });

  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (code) => {
        notify({ color: 'teal', title: accessCodeMessages.created, message: code.accessCode });
        form.reset();
        dialog.close();
      },
      onError: (error) => {
        if (!setServerFieldErrors(form, error)) {
          notify({
            color: 'red',
            title: 'Could not create the code',
            message: errorMessage(error, 'Try again'),
          });
        }
      },
    }),
  );

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialog.open}>
        Create Access Code
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Create Access Code" centered size="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label="Access code"
                required
                style={{ flex: 1 }}
                autoComplete="off"
                {...form.getInputProps('accessCode')}
                key={form.key('accessCode')}
              />
              <Button
                variant="default"
                leftSection={<IconKey size={16} aria-hidden />}
                onClick={() => form.setFieldValue('accessCode', generateAccessCode())}
              >
                Generate
              </Button>
            </Group>
            <Checkbox.Group
              label="Features"
              description="What redeeming this code adds to the account"
              required
              {...form.getInputProps('features')}
              key={form.key('features')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {betaFeatures.map((f) => (
                  <Checkbox key={f} value={f} label={betaFeatureLabels[f]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label="Expires (optional)"
                {...form.getInputProps('expiresAt')}
                key={form.key('expiresAt')}
              />
              <NumberInput
                label="Maximum redemptions (optional)"
                min={1}
                allowDecimal={false}
                {...form.getInputProps('maxRedemptions')}
                key={form.key('maxRedemptions')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={dialog.close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create Code
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
