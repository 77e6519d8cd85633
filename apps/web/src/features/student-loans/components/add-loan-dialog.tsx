import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import {
  type CreateStudentLoanRequest,
  createStudentLoanRequest,
  type LoanType,
  loanTypeLabels,
  loanTypes,
  studentLoanMessages,
} from '@app/contracts/student-loans.contract';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAddStudentLoan } from '../api/add-student-loan';

interface LoanFormValues {
  servicerName: string;
  loanBalance: number | string;
  interestRate: number | string;
  monthlyPayment: number | string;
  repaymentPlan: string;
  loanType: LoanType;
  originalBalance: number | string;
  graduationDate: string;
}
const initialValues: LoanFormValues = {
  servicerName: '',
  loanBalance: '',
  interestRate: '',
  monthlyPayment: '',
  repaymentPlan: '',
  loanType: 'FEDERAL',
  originalBalance: '',
  graduationDate: '',
};

const asNumber = (v: number | string) => (v === '' ? undefined : Number(v));
/** Amounts become numbers; empty optional values are left out. */
function toRequest(v: LoanFormValues): CreateStudentLoanRequest {
  return {
    servicerName: v.servicerName,
    loanBalance: asNumber(v.loanBalance) as number,
    interestRate: asNumber(v.interestRate) as number,
    monthlyPayment: asNumber(v.monthlyPayment) as number,
    repaymentPlan: v.repaymentPlan,
    loanType: v.loanType,
    ...(v.originalBalance === '' ? {} : { originalBalance: Number(v.originalBalance) }),
    ...(v.graduationDate === '' ? {} : { graduationDate: v.graduationDate }),
  };
}
const validateRequest = contractResolver(createStudentLoanRequest);

export function AddLoanDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const form = useForm<LoanFormValues>({
    name: useFormName(),
    initialValues,
    validate: (values) => validateRequest(toRequest(values)),
  });
  const add = useAddStudentLoan();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (values: LoanFormValues) =>
    add.mutate(toRequest(values), {
      onSuccess: () => {
        notify({ title: 'Student Loan Added', message: studentLoanMessages.added, color: 'green' });
        close();
      },
      onError: (err) => {
        setServerFieldErrors(form, err);
        notify({ title: 'Error', message: studentLoanMessages.addFailed, color: 'red' });
      },
    });
  const money = { min: 0, decimalScale: 2, thousandSeparator: ',', prefix: '$' } as const;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Student Loan"
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <TextInput label="Servicer name" withAsterisk {...form.getInputProps('servicerName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Current balance"
              withAsterisk
              {...money}
              {...form.getInputProps('loanBalance')}
            />
            <NumberInput
              label="Interest rate (%)"
              withAsterisk
              min={0}
              max={100}
              step={0.01}
              decimalScale={2}
              {...form.getInputProps('interestRate')}
            />
            <NumberInput
              label="Monthly payment"
              withAsterisk
              {...money}
              {...form.getInputProps('monthlyPayment')}
            />
            <TextInput
              label="Repayment plan"
              placeholder="Standard, Graduated, SAVE…"
              withAsterisk
              {...form.getInputProps('repaymentPlan')}
            />
            <Select
              label="Loan type"
              data={loanTypes.map((t) => ({ value: t, label: loanTypeLabels[t] }))}
              allowDeselect={false}
              {...form.getInputProps('loanType')}
            />
            <NumberInput
              label="Original balance (optional)"
              {...money}
              {...form.getInputProps('originalBalance')}
            />
            <TextInput
              type="date"
              label="Graduation date (optional)"
              {...form.getInputProps('graduationDate')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Loan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
