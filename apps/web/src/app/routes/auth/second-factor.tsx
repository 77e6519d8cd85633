import { Center, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../features/app-info/components/page-title';
import {
  secondFactorStatusQuery,
  useSecondFactorStatus,
} from '../../../features/auth/api/get-second-factor-status';
import { MfaEnrollment } from '../../../features/auth/components/mfa-enrollment';
import { SecondFactorVerifyForm } from '../../../features/auth/components/second-factor-verify-form';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';

/**
 * The sign-in's second step for admins, shown at every path until it is done: set up an authenticator
 * app (first sign-in when ADMIN_MFA=required) or enter its code.
 */
export function SecondFactorPage() {
  const step = useSecondFactorStatus({ enabled: true }).data?.pending ?? 'verify';
  const queryClient = useQueryClient();
  const signOut = <SignOutButton variant="subtle" color="dark" />;

  return (
    <Center px="md" py={{ base: 'xl', sm: 56 }}>
      <PageTitle page={step === 'enroll' ? 'Set Up Two-Factor Sign-In' : 'Two-Step Verification'} />
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={480}>
        {step === 'verify' ? (
          <SecondFactorVerifyForm footer={signOut} />
        ) : (
          <MfaEnrollment
            headingOrder={1}
            intro={
              <Text c="dimmed">
                Admin accounts reach every client's records, so each sign-in needs a code from an
                authenticator app as well as the password.
              </Text>
            }
            footer={signOut}
            onDone={() => void queryClient.fetchQuery({ ...secondFactorStatusQuery, staleTime: 0 })}
          />
        )}
      </Paper>
    </Center>
  );
}
