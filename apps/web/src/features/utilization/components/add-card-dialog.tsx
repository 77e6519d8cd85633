import '@mantine/core/styles/Modal.css';
import { dollarsToCents } from '@app/contracts/common/cents';
import { type CreditCardFormValues, creditCardForm } from '@app/contracts/utilization.contract';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAddCreditCard } from '../api/add-credit-card';

const blank: CreditCardFormValues = {
  cardName: '',
  bank: '',
  currentBalance: '',
  creditLimit: '',
  interestRate: '',
  dueDate: '',
};

/** Add a card the credit file does not show: dollars typed, cents sent. */
export function AddCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const form = useForm<CreditCardFormValues>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(creditCardForm),
  });
  const add = useAddCreditCard();
  const close = () => {
    form.setValues(blank);
    form.clearErrors();
    onClose();
  };
  const submit = (v: CreditCardFormValues) =>
    add.mutate(
      {
        cardName: v.cardName,
        bank: v.bank,
        currentBalance: dollarsToCents(v.currentBalance),
        creditLimit: dollarsToCents(v.creditLimit),
        interestRate: v.interestRate === '' ? null : Math.round(v.interestRate * 100),
        dueDate: v.dueDate || null,
      },
      {
        onSuccess: () => {
          notify({ color: 'green', title: 'Card Added', message: `${v.cardName} is on your list.` });
          close();
        },
        onError: (e) => {
          if (!setServerFieldErrors(form, e))
            notify({ color: 'red', title: 'Error', message: errorMessage(e, 'Failed to add the card') });
        },
      },
    );
  return (
    <Modal opened={opened} onClose={close} title="Add Credit Card" fullScreen={fullScreen} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label="Card name"
            required
            {...form.getInputProps('cardName')}
            key={form.key('cardName')}
          />
          <TextInput label="Bank" required {...form.getInputProps('bank')} key={form.key('bank')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Current balance ($)"
              min={0}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('currentBalance')}
              key={form.key('currentBalance')}
            />
            <NumberInput
              label="Credit limit ($)"
              required
              min={0}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('creditLimit')}
              key={form.key('creditLimit')}
            />
            <NumberInput
              label="APR (%)"
              min={0}
              max={99.99}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('interestRate')}
              key={form.key('interestRate')}
            />
            <TextInput
              label="Payment due date"
              type="date"
              {...form.getInputProps('dueDate')}
              key={form.key('dueDate')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Card
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
