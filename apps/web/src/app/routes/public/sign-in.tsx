import { authMessages } from '@app/contracts/auth-messages';
import { isTeamMember } from '@app/contracts/team-roles';
import { Alert, Anchor, Center, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { secondFactorStatusQuery } from '../../../features/auth/api/get-second-factor-status';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { useOrganizationAddress } from '../../../lib/organization-address';
import { useSession } from '../../../lib/session';

/** The sign-in screen: `/login`, `/auth`, `/admin/auth`, and any other path when signed out. */
export function SignInPage() {
  const { establish, expired } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const address = useOrganizationAddress();

  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <PageTitle page="Sign In" />
      <Stack w="100%" maw={440} gap="md">
        {expired && (
          <Alert color="brand" variant="light" icon={<IconClockExclamation aria-hidden />} role="status">
            {authMessages.sessionExpired}
          </Alert>
        )}
        <SignInForm
          initialPortal={
            // A company's own sign-in page opens on the admin side from its 'Admin Portal' link.
            pathname.startsWith(paths.admin) || new URLSearchParams(search).get('portal') === 'admin'
              ? 'admin'
              : 'client'
          }
          onSignedIn={async (response, password) => {
            // This new session's own answer, so that an admin goes straight to the second step.
            if (isTeamMember(response.user))
              await queryClient.fetchQuery({ ...secondFactorStatusQuery, staleTime: 0 });
            await establish(response, password);
            navigate(paths.landing, { replace: true });
          }}
        />
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={address.to(paths.forgotPassword)} fz="sm">
            Forgot password?
          </Anchor>
        </Text>
        <Text ta="center" fz="sm" c="dimmed">
          New here?{' '}
          <Anchor component={Link} to={address.to(paths.getStarted)} fz="sm">
            Request a call from our team
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
