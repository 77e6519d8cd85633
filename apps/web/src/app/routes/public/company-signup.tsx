import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useCompanySignupLink } from '../../../features/company-signup/api/check-company-signup-link';
import { CompanyDetailsForm } from '../../../features/company-signup/components/company-details-form';
import { CompanyEmailForm } from '../../../features/company-signup/components/company-email-form';
import { errorMessage } from '../../../lib/api-errors';

function FromLink({ token }: { token: string }) {
  const link = useCompanySignupLink(token);
  if (link.isPending) return <Text c="dimmed">Checking your link…</Text>;
  if (link.isError)
    return (
      <Stack gap="md">
        <Alert color="red.9" variant="light" role="alert">
          {errorMessage(link.error, 'This sign-up link is not valid.')}
        </Alert>
        <Anchor component={Link} to={paths.companySignup}>
          Start again with your e-mail
        </Anchor>
      </Stack>
    );
  return <CompanyDetailsForm token={token} email={link.data.email} />;
}

/** `/company-signup`: the White Label plan's Get Started. Without a token the address, with one the company. */
export function CompanySignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <PageTitle page="Set Up Your Company" />
      <Stack gap="xs" mb="lg">
        <Text fz="sm" fw={600} c="dimmed">
          White Label plan · {token ? 'Step 2 of 3' : 'Step 1 of 3'}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {token ? 'Tell us about your company' : 'Run your credit repair company here'}
        </Title>
        <Text c="dimmed">
          Your own clients, team and admin portal, with up to 50 client users. Start with your e-mail; we send
          a link to verify it.
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        {token ? <FromLink token={token} /> : <CompanyEmailForm />}
      </Paper>
    </Container>
  );
}
