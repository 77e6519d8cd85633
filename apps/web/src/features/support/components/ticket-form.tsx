import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import {
  enumLabel,
  type TicketFields,
  ticketCategories,
  ticketCategoryLabels,
  ticketFields,
  ticketPriorities,
} from '@app/contracts/support.contract';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';

type Values = Required<Omit<TicketFields, 'customerInfo'>> & {
  customerInfo: { name: string; email: string; phone: string };
};

/** The ticket's fields, for a new ticket from the chat or an admin's edit of one. */
export function TicketForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  initial: Partial<Values>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: Values, form: { setServerErrors: (error: unknown) => boolean }) => void;
  onCancel?: () => void;
  children?: React.ReactNode;
}) {
  const form = useForm<Values>({
    name: useFormName(),
    initialValues: {
      title: '',
      description: '',
      priority: 'MEDIUM',
      category: 'GENERAL',
      ...initial,
      customerInfo: { name: '', email: '', phone: '', ...initial.customerInfo },
    },
    validate: contractResolver(ticketFields),
  });
  const v = form.getValues();
  // Create Ticket stays disabled until title, description, name and email are filled.
  const complete = [v.title, v.description, v.customerInfo.name, v.customerInfo.email].every(
    (s) => s.trim() !== '',
  );

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => onSubmit(values, { setServerErrors: (error) => setServerFieldErrors(form, error) }),
        (errors) => focusFirstError(form, errors),
      )}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Priority"
            data={ticketPriorities.map((p) => ({ value: p, label: enumLabel(p) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('priority')}
          />
          <Select
            label="Category"
            data={ticketCategories.map((c) => ({ value: c, label: ticketCategoryLabels[c] }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('customerInfo.name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('customerInfo.email')}
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('customerInfo.phone')}
          />
        </SimpleGrid>
        {children}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={!complete}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
