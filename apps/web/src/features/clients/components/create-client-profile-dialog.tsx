import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import { accessLevelLabels } from '@app/contracts/access-level-labels';
import { passwordRules } from '@app/contracts/password-rules';
import {
  type CreateClientProfileFormValues,
  clientMessages,
  createClientProfileForm,
} from '@app/contracts/users.contract';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordRequirements } from '../../../components/password-form/password-requirements';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';
import { useCreateClient } from '../api/create-client';

const levels = (['CLIENT_VIEWER', 'STANDARD', 'BETA_TESTER'] as const).map((value) => ({
  value,
  label: accessLevelLabels[value],
}));
const blank: CreateClientProfileFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  accessLevel: 'CLIENT_VIEWER',
  isTestUser: false,
  testingNotes: '',
};

/** 'Create Client Profile': POST /api/users with isTestUser and testingNotes. */
export function CreateClientProfileDialog() {
  const [opened, dialog] = useDisclosure(false);
  const create = useCreateClient();
  const queryClient = useQueryClient();
  const form = useForm<CreateClientProfileFormValues>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(createClientProfileForm),
  });
  const submit = (values: CreateClientProfileFormValues) =>
    create.mutate(createClientProfileForm.parse(values), {
      onSuccess: () => {
        // The dashboard's Test Users counter may have grown.
        queryClient.invalidateQueries({ queryKey: betaAccessKeys.counts() });
        notify({ color: 'teal', title: 'Success', message: clientMessages.created });
        form.setValues(blank);
        dialog.close();
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        notify({ color: 'red', title: 'Error', message: errorMessage(error, clientMessages.createFailed) });
      },
    });
  return (
    <>
      <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={dialog.open}>
        Create Client Profile
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Create Client Profile" centered size="lg">
        <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First Name"
                required
                autoComplete="off"
                {...form.getInputProps('firstName')}
              />
              <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Initial Password"
              required
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
              {...form.getInputProps('password')}
            />
            <PasswordRequirements password={form.values.password ?? ''} rules={passwordRules} />
            <Select
              label="Access level"
              data={levels}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('accessLevel')}
            />
            <Checkbox label="Test user" {...form.getInputProps('isTestUser', { type: 'checkbox' })} />
            <Textarea label="Testing notes" autosize minRows={2} {...form.getInputProps('testingNotes')} />
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
              <Text fz="sm">{clientMessages.mustResetPassword}</Text>
            </Alert>
            <Button type="submit" loading={create.isPending}>
              Create Client Profile
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
