import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { secondFactorStatusQuery, useSecondFactorStatus } from '../api/get-second-factor-status';
import { ConfirmPasswordStep } from './confirm-password-step';
import { MfaEnrollment } from './mfa-enrollment';

/** Settings: whether each sign-in asks for an authenticator code, and the set-up when it does not yet. */
export function SecondFactorCard() {
  const status = useSecondFactorStatus({ enabled: true });
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  // Set-up from an open session starts with the password again; a refused one is asked for anew.
  const [password, setPassword] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stop = () => {
    setEnrolling(false);
    setPassword(null);
    setRefusal(null);
  };
  const enabled = status.data?.enabled ?? false;

  const finish = async () => {
    await queryClient.fetchQuery({ ...secondFactorStatusQuery, staleTime: 0 });
    stop();
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconShieldLock size={22} aria-hidden />
            <Title order={2} fz="h4" id="second-factor-title">
              Two-factor sign-in
            </Title>
          </Group>
          {status.data && (
            <Badge color={enabled ? 'green.9' : 'gray.7'} variant="light">
              {enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {status.isPending && <Skeleton h={48} aria-label="Loading two-factor status" />}
        {status.isError && (
          <Alert color="red.9" variant="light" role="alert">
            Could not load the two-factor status. Reload the page to try again.
          </Alert>
        )}
        {status.data && enabled && !enrolling && (
          <Text fz="sm">
            Each sign-in asks for a code from your authenticator app. {status.data.recoveryCodesRemaining} of
            10 recovery codes left.
          </Text>
        )}
        {status.data && !enabled && !enrolling && (
          <>
            <Text fz="sm">
              Add a code from an authenticator app to each sign-in, so that a stolen password alone cannot
              open your clients' records.
            </Text>
            <Button onClick={() => setEnrolling(true)} style={{ alignSelf: 'flex-start' }}>
              Set up two-factor sign-in
            </Button>
          </>
        )}
        {enrolling && password === null && (
          <ConfirmPasswordStep
            refusal={refusal}
            onConfirmed={(entered) => {
              setRefusal(null);
              setPassword(entered);
            }}
            footer={
              <Button variant="subtle" color="dark" onClick={stop}>
                Cancel
              </Button>
            }
          />
        )}
        {enrolling && password !== null && (
          <MfaEnrollment
            headingOrder={3}
            onDone={finish}
            password={password}
            onPasswordRefused={(message) => {
              setRefusal(message);
              setPassword(null);
            }}
            footer={
              <Button variant="subtle" color="dark" onClick={stop}>
                Cancel
              </Button>
            }
          />
        )}
      </Stack>
    </Card>
  );
}
