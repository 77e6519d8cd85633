import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import { clientOnboardingMessages, type InvitationLink } from '@app/contracts/client-onboarding.contract';
import { maxScore, minScore } from '@app/contracts/score';
import {
  type CreateClientFormValues,
  type CreatedClient,
  clientMessages,
  createClientForm,
  dateOfBirthMessages,
} from '@app/contracts/users.contract';
import {
  Alert,
  Button,
  Fieldset,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateClient } from '../api/create-client';
import { InvitationLinkNotice } from './invitation-link-notice';

export interface ClientDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  planId: number | null;
}

const emptyValues = (): CreateClientFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  dateOfBirth: '',
  ssnLast4: '',
  planId: null,
  // No score is assumed: one is sent only when the specialist has one to state.
  startingScore: undefined,
});

/**
 * 'Add New Client': the client is e-mailed a link to choose their own password, shown here once
 * for the professional to copy. Everything but name and e-mail is optional.
 */
export function AddClientForm({
  initialValues,
  plans,
  onCreated,
  onDone,
  title = 'Add New Client',
  framed = true,
}: {
  initialValues?: Partial<ClientDraft>;
  /** The consumer plans on offer, for the plan the client is to sign for. */
  plans: readonly { id: number; name: string }[];
  /** Right after the account exists (the invitation link is still on screen). */
  onCreated?: (user: CreatedClient) => void;
  /** The professional has seen the link and closes the form. */
  onDone?: () => void;
  title?: string;
  /** False inside a dialog, which is its own frame. */
  framed?: boolean;
}) {
  const form = useForm<CreateClientFormValues>({
    name: useFormName(),
    initialValues: { ...emptyValues(), ...initialValues },
    validate: contractResolver(createClientForm),
  });
  const create = useCreateClient();
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);

  const submit = (values: CreateClientFormValues) => {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (user) => {
        notify({ color: 'teal', title: 'Success', message: clientMessages.created });
        form.setValues(emptyValues());
        form.resetDirty();
        setInvitation(user.invitation);
        onCreated?.(user);
        if (!user.invitation) onDone?.();
      },
      onError: (error) => {
        // 409 names the email, a weak password the password: said beside the field as well.
        setServerFieldErrors(form, error);
        notify({ color: 'red', title: 'Error', message: errorMessage(error, clientMessages.createFailed) });
      },
    });
  };

  const created = invitation && (
    <Stack gap="sm">
      <InvitationLinkNotice invitation={invitation} />
      <Button onClick={() => (onDone ? onDone() : setInvitation(null))}>Done</Button>
    </Stack>
  );

  const formElement = (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label={title}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First Name" required autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            placeholder="(555) 234-5678"
            description="Optional. A US number."
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Fieldset legend="Mailing address (optional)" variant="unstyled">
          <Stack gap="xs">
            <TextInput
              label="Address line 1"
              autoComplete="off"
              {...form.getInputProps('address.addressLine1')}
            />
            <TextInput
              label="Address line 2"
              autoComplete="off"
              {...form.getInputProps('address.addressLine2')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput label="City" autoComplete="off" {...form.getInputProps('address.city')} />
              <TextInput
                label="State"
                placeholder="TX"
                maxLength={2}
                autoComplete="off"
                {...form.getInputProps('address.state')}
                onChange={(e) => form.setFieldValue('address.state', e.currentTarget.value.toUpperCase())}
              />
              <TextInput
                label="ZIP code"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                {...form.getInputProps('address.zipCode')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Date of Birth"
            type="date"
            description={`Optional. ${dateOfBirthMessages.whyClient}`}
            min="1900-01-01"
            autoComplete="off"
            {...form.getInputProps('dateOfBirth')}
          />
          <TextInput
            label="SSN (last 4 digits)"
            description={clientOnboardingMessages.whySsn}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            {...form.getInputProps('ssnLast4')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Plan"
            placeholder="Not chosen yet"
            description={clientOnboardingMessages.whyPlan}
            data={plans.map((p) => ({ value: String(p.id), label: p.name }))}
            value={form.values.planId ? String(form.values.planId) : null}
            onChange={(v) => form.setFieldValue('planId', v ? Number(v) : null)}
            error={form.errors.planId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label="Starting Credit Score"
            description={`Only if you have one from the client's file (${minScore} to ${maxScore}); it is shown as entered by you`}
            min={minScore}
            max={maxScore}
            clampBehavior="blur"
            allowDecimal={false}
            {...form.getInputProps('startingScore')}
            // Emptied, no score is stated.
            onChange={(v) => form.setFieldValue('startingScore', typeof v === 'number' ? v : undefined)}
          />
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Text fz="sm">{clientMessages.invitationSent}</Text>
        </Alert>
        <Button type="submit" leftSection={<IconUserPlus size={18} aria-hidden />} loading={create.isPending}>
          Create Client
        </Button>
      </Stack>
    </form>
  );

  const content = created || formElement;
  if (!framed) return content;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {content}
    </Paper>
  );
}
