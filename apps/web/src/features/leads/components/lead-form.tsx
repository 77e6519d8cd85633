import { defaultSupportEmail } from '@app/contracts/common/support-contact';
import {
  type LeadFormValues,
  leadCreditIssues,
  leadForm,
  leadLimits,
  leadMessages,
  leadRequiredFields,
  leadUrgencies,
} from '@app/contracts/leads.contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSubmitLead } from '../api/submit-lead';

const initialValues: LeadFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  creditIssues: [],
  additionalDetails: '',
  urgency: 'normal',
};

/** What the person sees once the request is in: the spec's words, and what happens next. */
function LeadConfirmation({
  phone,
  homePath,
  onAnother,
}: {
  phone: string;
  homePath: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="lead-confirmation">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon color="teal.9" size={40} radius="xl" aria-hidden>
            <IconCheck size={24} />
          </ThemeIcon>
          <Title order={2} fz="h3" ref={heading} tabIndex={-1}>
            {leadMessages.successTitle}
          </Title>
        </Group>
        <Text>{leadMessages.successBody}</Text>
        <div>
          <Text fw={700} mb={4}>
            Next step
          </Text>
          <Text>
            Keep your phone at hand: a member of our team calls you at <strong>{phone}</strong> to go over
            your credit and the items you chose, and tells you what we can do about each.
          </Text>
        </div>
        <Group justify="space-between" gap="sm">
          <Button component={Link} to={homePath} variant="default" size="md" w={{ base: '100%', xs: 'auto' }}>
            Back to Home
          </Button>
          <Button variant="light" size="md" onClick={onAnother} w={{ base: '100%', xs: 'auto' }}>
            Submit another request
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The plan a visitor chose on the pricing cards before filling in the form. */
export interface ChosenPlan {
  id: number;
  name: string;
  price: string;
}

function ChosenPlanNote({ plan, pricingPath }: { plan: ChosenPlan; pricingPath: string }) {
  return (
    <Alert variant="light" color="brand" title={`You chose the ${plan.name} (${plan.price})`}>
      <Text fz="sm">
        Your choice goes with your request, and our team goes over it with you on the call.{' '}
        <Anchor component={Link} to={pricingPath} fz="sm">
          See all plans
        </Anchor>
      </Text>
    </Alert>
  );
}

/** The lead form of `/get-started`. */
export function LeadForm({
  supportEmail,
  homePath,
  plan,
  pricingPath,
}: {
  supportEmail: string | undefined;
  homePath: string;
  plan?: ChosenPlan | undefined;
  pricingPath: string;
}) {
  const form = useForm<LeadFormValues>({
    name: useFormName(),
    initialValues,
    validate: contractResolver(leadForm),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const submitLead = useSubmitLead();

  const onInvalid = (errors: FormErrors, values: LeadFormValues) => {
    focusFirstError(form, errors);
    // The spec's toasts, in its order; every field at fault is marked beside it as well.
    if (leadRequiredFields.some((field) => !values[field].trim())) {
      notify({ color: 'red', title: leadMessages.requiredTitle, message: leadMessages.requiredBody });
    } else if (values.creditIssues.length === 0) {
      notify({ color: 'red', title: leadMessages.issuesTitle, message: leadMessages.issuesBody });
    }
  };

  const submit = (values: LeadFormValues) => {
    if (submitLead.isPending) return;
    // A toast about what was missing no longer holds once the form is complete.
    notifications.clean();
    setFallback(null);
    const lead = leadForm.parse(values);
    submitLead.mutate(
      {
        ...lead,
        type: 'credit_repair_lead',
        timestamp: new Date().toISOString(),
        source: 'landing_page_form',
        ...(plan && { planId: plan.id }),
      },
      {
        onSuccess: () => setSentTo(lead.phone),
        onError: (error) => {
          // Fields the server refused are marked where they are; anything else gets the spec's fallback.
          if (setServerFieldErrors(form, error)) return;
          console.warn('Lead submission failed:', error.message);
          const message = leadMessages.fallbackBody(supportEmail ?? defaultSupportEmail);
          setFallback(message);
          notify({ color: 'brand', title: leadMessages.fallbackTitle, message });
        },
      },
    );
  };

  if (sentTo !== null) {
    return (
      <LeadConfirmation
        phone={sentTo}
        homePath={homePath}
        onAnother={() => {
          form.reset();
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
        <Stack gap="lg">
          {plan && <ChosenPlanNote plan={plan} pricingPath={pricingPath} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="given-name"
              maxLength={leadLimits.name}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              maxLength={leadLimits.name}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Phone Number"
              withAsterisk
              type="tel"
              autoComplete="tel"
              maxLength={leadLimits.phone}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Email (optional)"
              type="email"
              autoComplete="email"
              maxLength={leadLimits.email}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Which credit issues do you need help with?"
            description="Select every issue that applies."
            withAsterisk
            {...form.getInputProps('creditIssues')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
              {leadCreditIssues.map((issue) => (
                <Checkbox
                  key={issue}
                  value={issue}
                  label={issue}
                  // Each box is marked too: a screen reader on a box does not read the group's message.
                  error={Boolean(form.errors.creditIssues)}
                  aria-invalid={Boolean(form.errors.creditIssues)}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="Additional Details"
            description="Anything else we should know before we call you."
            rows={4}
            maxLength={leadLimits.additionalDetails}
            {...form.getInputProps('additionalDetails')}
          />
          <NativeSelect
            label="How soon do you need help?"
            data={leadUrgencies.map((u) => ({ value: u.value, label: u.label }))}
            {...form.getInputProps('urgency')}
          />
          {fallback && (
            <Alert color="brand" variant="light" title={leadMessages.fallbackTitle} role="status">
              {fallback}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button component={Link} to={homePath} variant="default" size="md">
              Back to Home
            </Button>
            <Button type="submit" size="md" disabled={submitLead.isPending}>
              {submitLead.isPending ? 'Submitting Your Request...' : 'Submit Request'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
