import { type CompanySignupDetails, companySignupDetails } from '@app/contracts/company-signup.contract';
import { adminPasswordRules } from '@app/contracts/password-rules';
import {
  Alert,
  Button,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { PasswordRequirements } from '../../../components/password-form/password-requirements';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useEnterNewAccount } from '../../../lib/session';
import { useCompleteCompanySignup } from '../api/complete-company-signup';

const blank: CompanySignupDetails = {
  firstName: '',
  lastName: '',
  password: '',
  companyName: '',
  slug: '',
  host: '',
  supportPhone: '',
  croaBusinessName: '',
  croaBusinessAddress: '',
};

/**
 * Sign-up, step 2 (from the e-mailed link): the owner and the company. On success the owner is
 * signed in with a session that can only set up two-step sign-in, which the app shows next, and
 * then the portal's home (the sign-up link's page is not theirs once signed in).
 */
export function CompanyDetailsForm({ token, email }: { token: string; email: string }) {
  const form = useForm<CompanySignupDetails>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(companySignupDetails),
  });
  const complete = useCompleteCompanySignup();
  const enter = useEnterNewAccount();
  const submit = (values: CompanySignupDetails) =>
    complete.mutate(
      { ...companySignupDetails.parse(values), token },
      {
        onSuccess: enter,
        onError: (error) => setServerFieldErrors(form, error),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="md">
        {complete.isError && (
          <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(complete.error, 'Your company could not be set up. Please try again.')}
          </Alert>
        )}
        <Title order={2} fz="h4">
          You, the owner
        </Title>
        <Text fz="sm">
          Signing in as <strong>{email}</strong> (verified).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordRequirements password={form.values.password} rules={adminPasswordRules} />
        <Divider />
        <Title order={2} fz="h4">
          Your company
        </Title>
        <TextInput
          label="Company name"
          autoComplete="organization"
          required
          {...form.getInputProps('companyName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Short name (optional)"
            description="Lowercase letters, digits and dashes; made from the name if left empty"
            {...form.getInputProps('slug')}
          />
          <TextInput
            label="Web address (optional)"
            description="A host name you own, such as portal.acme-credit.com"
            {...form.getInputProps('host')}
          />
        </SimpleGrid>
        <TextInput
          label="Support phone (optional)"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('supportPhone')}
        />
        <Divider />
        <Title order={2} fz="h4">
          For your clients’ contracts
        </Title>
        <Text fz="sm" c="dimmed">
          The Credit Repair Organizations Act requires your business name and address on each client’s
          disclosure, contract and notice of cancellation.
        </Text>
        <TextInput label="Business name" required {...form.getInputProps('croaBusinessName')} />
        <Textarea
          label="Business address"
          autosize
          minRows={2}
          required
          {...form.getInputProps('croaBusinessAddress')}
        />
        <Button type="submit" size="md" loading={complete.isPending}>
          Create my company
        </Button>
        <Text fz="xs" c="dimmed">
          Next you set up two-step sign-in with an authenticator app: it is required for every company owner.
        </Text>
      </Stack>
    </form>
  );
}
