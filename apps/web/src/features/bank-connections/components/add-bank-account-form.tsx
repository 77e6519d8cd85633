import {
  type BankAccountFormValues,
  type BankConnection,
  type BankVerification,
  bankAccountForm,
  bankAccountTypeLabels,
  bankAccountTypes,
  bankMessages,
  verificationCodeLength,
  verificationCodeMinutes,
} from '@app/contracts/bank-connections.contract';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fieldErrorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCheckBankCode } from '../api/check-bank-code';
import { useConnectBankAccount } from '../api/connect-bank-account';
import { useSendBankCode } from '../api/send-bank-code';

const blank: BankAccountFormValues = {
  bankName: '',
  accountType: undefined as unknown as BankAccountFormValues['accountType'],
  routingNumber: '',
  accountNumber: '',
  autoPaymentOptimization: false,
};

/**
 * Add Account: the details, then a code e-mailed to the person and checked on the server; the
 * secure connect button appears only once the code matched.
 */
export function AddBankAccountForm({ onConnected }: { onConnected: (account: BankConnection) => void }) {
  const form = useForm<BankAccountFormValues>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(bankAccountForm),
  });
  const send = useSendBankCode();
  const check = useCheckBankCode();
  const connect = useConnectBankAccount();
  const [verification, setVerification] = useState<BankVerification | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: (v) => {
        setVerification(v);
        setCode('');
        setCodeError(null);
      },
      onError: (e) =>
        notify({ color: 'red', title: 'Error', message: errorMessage(e, 'Failed to send the code') }),
    });
  const verify = () => {
    if (!verification) return;
    check.mutate(
      { id: verification.id, code },
      {
        onSuccess: (v) => {
          setVerification(v);
          setCodeError(null);
        },
        onError: (e) =>
          setCodeError(fieldErrorMessage(e, 'body.code') ?? errorMessage(e, bankMessages.codeMismatch)),
      },
    );
  };
  const submit = (v: BankAccountFormValues) => {
    if (!verification?.verified) return;
    connect.mutate(
      { ...v, bankName: v.bankName.trim(), verificationId: verification.id },
      {
        onSuccess: (account) => {
          notify({ color: 'green', title: bankMessages.connected, message: account.bankName });
          form.setValues(blank);
          setVerification(null);
          setCode('');
          onConnected(account);
        },
        onError: (e) => {
          if (!setServerFieldErrors(form, e))
            notify({
              color: 'red',
              title: 'Error',
              message: errorMessage(e, 'Failed to connect the account'),
            });
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          {bankMessages.simulated}: balances are simulated and no bank is contacted. We keep only the last 4
          digits of the account number, encrypted.
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Bank name"
            required
            {...form.getInputProps('bankName')}
            key={form.key('bankName')}
          />
          <Select
            label="Account type"
            required
            placeholder="Choose one"
            data={bankAccountTypes.map((t) => ({ value: t, label: bankAccountTypeLabels[t] }))}
            {...form.getInputProps('accountType')}
            key={form.key('accountType')}
          />
          <TextInput
            label="Routing number"
            description="9 digits, from the bottom of a check (optional)"
            inputMode="numeric"
            maxLength={9}
            {...form.getInputProps('routingNumber')}
            key={form.key('routingNumber')}
          />
          <TextInput
            label="Account number, last 4 digits"
            description="Only these 4 digits are kept (optional)"
            inputMode="numeric"
            maxLength={4}
            {...form.getInputProps('accountNumber')}
            key={form.key('accountNumber')}
          />
        </SimpleGrid>
        <Switch
          label="Auto payment optimization"
          description="Suggest when to schedule card payments from this account's balances. We never move money."
          {...form.getInputProps('autoPaymentOptimization', { type: 'checkbox' })}
          key={form.key('autoPaymentOptimization')}
        />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600}>Verify it is you</Text>
            {!verification ? (
              <Group justify="space-between" gap="xs">
                <Text fz="sm" c="dimmed">
                  We e-mail you a {verificationCodeLength}-character code that works for{' '}
                  {verificationCodeMinutes} minutes.
                </Text>
                <Button
                  variant="light"
                  loading={send.isPending}
                  onClick={() => {
                    if (!form.validate().hasErrors) sendCode();
                  }}
                >
                  Send verification code
                </Button>
              </Group>
            ) : verification.verified ? (
              <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
                Code verified. You can connect the account now.
              </Alert>
            ) : (
              <>
                <Text fz="sm" role="status">
                  We e-mailed a code to {verification.sentTo}. Enter it below.
                </Text>
                <Group align="flex-start" gap="xs">
                  <TextInput
                    label="Verification code"
                    value={code}
                    maxLength={verificationCodeLength}
                    autoComplete="one-time-code"
                    onChange={(e) => setCode(e.currentTarget.value.trim())}
                    error={codeError}
                    style={{ flex: 1, minWidth: 160 }}
                  />
                  <Button
                    mt={25}
                    onClick={verify}
                    loading={check.isPending}
                    disabled={code.length !== verificationCodeLength}
                  >
                    Verify code
                  </Button>
                </Group>
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  onClick={sendCode}
                  loading={send.isPending}
                >
                  Send a new code
                </Button>
              </>
            )}
          </Stack>
        </Paper>
        {verification?.verified && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={connect.isPending}
              leftSection={<IconLock size={16} aria-hidden />}
            >
              Connect securely
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
