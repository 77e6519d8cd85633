import { isReadingSource } from '@app/contracts/credit-figures';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import {
  type CreditReport,
  creditReportFormLimits,
  selfReportedCreditReportForm,
} from '@app/contracts/credit-reports.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { Alert, Anchor, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateOwnCreditReport } from '../api/update-own-credit-report';

type Num = number | string;
interface ReportValues {
  creditScore: Num;
  utilizationPercent: Num;
  accountAge: Num;
}

/**
 * Update Credit Report (a departure: the spec's button did nothing). No bureau is connected, so the
 * person enters what their own report shows.
 */
export function UpdateCreditReportDialog({
  opened,
  onClose,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  current: CreditReport | undefined;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const form = useForm<ReportValues>({
    name: useFormName(),
    initialValues: { creditScore: '', utilizationPercent: '', accountAge: '' },
    validate: contractResolver(selfReportedCreditReportForm),
  });
  const update = useUpdateOwnCreditReport();

  // Each opening starts from the current report.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is new on each render.
  useEffect(() => {
    if (!opened) return;
    // A specialist's figure is not offered as the person's own reading: they type what their report shows.
    const read = current && isReadingSource(current.source) ? current : undefined;
    form.setValues({
      creditScore: read?.creditScore ?? '',
      utilizationPercent: read?.utilizationRate == null ? '' : Math.round(read.utilizationRate * 100),
      accountAge: read?.accountAge ?? '',
    });
    form.clearErrors();
  }, [opened, current]);

  const submit = (values: ReportValues) => {
    const report = selfReportedCreditReportForm.parse(values);
    update.mutate(report, {
      onSuccess: () => {
        notify({
          title: 'Credit Report Updated',
          message: `Your score is now ${report.creditScore}.`,
          color: 'green',
        });
        onClose();
      },
      onError: (err) => {
        setServerFieldErrors(form, err, { utilizationRate: 'utilizationPercent' });
        notify({
          title: 'Update Failed',
          message: errorMessage(err, 'Failed to update your credit report'),
          color: 'red',
        });
      },
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Update Credit Report"
      size="md"
      fullScreen={fullScreen}
    >
      <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
            <Text fz="sm">
              Without a connected bureau your score is not pulled automatically (connect Experian from the
              Experian Connect page). Get your free reports from{' '}
              <Anchor
                href="https://www.annualcreditreport.com"
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                underline="always"
              >
                AnnualCreditReport.com
              </Anchor>
              , the official free source, and enter what your report shows.
            </Text>
          </Alert>
          <NumberInput
            label="Credit score"
            required
            min={minScore}
            max={maxScore}
            allowDecimal={false}
            {...form.getInputProps('creditScore')}
          />
          <NumberInput
            label="Credit utilization (%)"
            description="Total card balances divided by total card limits"
            min={0}
            max={100}
            {...form.getInputProps('utilizationPercent')}
            suffix="%"
          />
          <NumberInput
            label="Average account age (months)"
            min={0}
            max={creditReportFormLimits.maxAccountAgeMonths}
            allowDecimal={false}
            {...form.getInputProps('accountAge')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
