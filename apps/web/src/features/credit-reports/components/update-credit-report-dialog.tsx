import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { Alert, Anchor, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateOwnCreditReport } from '../api/update-own-credit-report';

type Num = number | string;

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
  const [score, setScore] = useState<Num>('');
  const [utilization, setUtilization] = useState<Num>('');
  const [accountAge, setAccountAge] = useState<Num>('');
  const [error, setError] = useState<string>();
  const update = useUpdateOwnCreditReport();

  useEffect(() => {
    if (!opened) return;
    setScore(current?.creditScore ?? '');
    setUtilization(current ? Math.round(current.utilizationRate * 100) : '');
    setAccountAge(current?.accountAge ?? '');
    setError(undefined);
  }, [opened, current]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (typeof score !== 'number' || score < minScore || score > maxScore) {
      setError(`Enter a score from ${minScore} to ${maxScore}`);
      return;
    }
    setError(undefined);
    update.mutate(
      {
        creditScore: Math.round(score),
        utilizationRate: typeof utilization === 'number' ? utilization / 100 : undefined,
        accountAge: typeof accountAge === 'number' ? Math.round(accountAge) : undefined,
      },
      {
        onSuccess: () => {
          notify({ title: 'Credit Report Updated', message: `Your score is now ${score}.`, color: 'green' });
          onClose();
        },
        onError: (err) =>
          notify({
            title: 'Update Failed',
            message:
              err instanceof ApiError && err.serverMessage
                ? err.serverMessage
                : 'Failed to update your credit report',
            color: 'red',
          }),
      },
    );
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
            <Text fz="sm">
              No credit bureau is connected to your account, so your score is not pulled automatically. Get
              your free reports from{' '}
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
            value={score}
            onChange={setScore}
            error={error}
          />
          <NumberInput
            label="Credit utilization (%)"
            description="Total card balances divided by total card limits"
            min={0}
            max={100}
            value={utilization}
            onChange={setUtilization}
            suffix="%"
          />
          <NumberInput
            label="Average account age (months)"
            min={0}
            max={1200}
            allowDecimal={false}
            value={accountAge}
            onChange={setAccountAge}
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
