import { defaultSupportEmail } from '@app/contracts/common/support-contact';
import { leadCreditIssues, leadLimits, leadMessages, leadUrgencies } from '@app/contracts/leads.contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSubmitLead } from '../api/submit-lead';

type Urgency = (typeof leadUrgencies)[number]['value'];
type CreditIssue = (typeof leadCreditIssues)[number];

const emptyLead = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  creditIssues: [] as CreditIssue[],
  additionalDetails: '',
  urgency: 'normal' as Urgency,
};
type LeadValues = typeof emptyLead;

/** The server names fields as 'body.phone'; the form knows them as 'phone'. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of error.details as { field?: string; message?: string }[]) {
    const field = issue.field?.replace(/^body\./, '').split('.')[0];
    if (field && field in emptyLead && issue.message) errors[field] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Spec 000 sections 2 and 5: the lead form of `/get-started`. */
export function LeadForm({ supportEmail, homePath }: { supportEmail: string | undefined; homePath: string }) {
  const [values, setValues] = useState<LeadValues>(emptyLead);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submitLead = useSubmitLead();

  const field = <K extends keyof LeadValues>(name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: LeadValues[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  const text = (name: 'firstName' | 'lastName' | 'phone' | 'email' | 'additionalDetails') => {
    const { onChange, ...rest } = field(name);
    return {
      ...rest,
      onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitLead.isPending) return;
    if (!values.firstName.trim() || !values.lastName.trim() || !values.phone.trim()) {
      notify({
        color: 'red',
        title: leadMessages.requiredTitle,
        message: leadMessages.requiredBody,
      });
      return;
    }
    if (values.creditIssues.length === 0) {
      notify({ color: 'red', title: leadMessages.issuesTitle, message: leadMessages.issuesBody });
      return;
    }
    submitLead.mutate(
      {
        type: 'credit_repair_lead',
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        creditIssues: values.creditIssues,
        additionalDetails: values.additionalDetails,
        urgency: values.urgency,
        timestamp: new Date().toISOString(),
        source: 'landing_page_form',
      },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            title: leadMessages.successTitle,
            message: leadMessages.successBody,
          });
          setValues(emptyLead);
          setErrors({});
        },
        onError: (error) => {
          // Fields the server refused are marked where they are; anything else gets the spec's fallback.
          const refused = fieldErrors(error);
          if (refused) {
            setErrors(refused);
            return;
          }
          console.warn('Lead submission failed:', error.message);
          notify({
            color: 'brand',
            title: leadMessages.fallbackTitle,
            message: leadMessages.fallbackBody(supportEmail ?? defaultSupportEmail),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="given-name"
              maxLength={leadLimits.name}
              {...text('firstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              maxLength={leadLimits.name}
              {...text('lastName')}
            />
            <TextInput
              label="Phone Number"
              withAsterisk
              type="tel"
              autoComplete="tel"
              maxLength={leadLimits.phone}
              {...text('phone')}
            />
            <TextInput
              label="Email (optional)"
              type="email"
              autoComplete="email"
              maxLength={leadLimits.email}
              {...text('email')}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Which credit issues do you need help with?"
            description="Select every issue that applies."
            withAsterisk
            value={values.creditIssues}
            error={errors.creditIssues}
            onChange={(issues) => field('creditIssues').onChange(issues as CreditIssue[])}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
              {leadCreditIssues.map((issue) => (
                <Checkbox key={issue} value={issue} label={issue} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="Additional Details"
            description="Anything else we should know before we call you."
            rows={4}
            maxLength={leadLimits.additionalDetails}
            {...text('additionalDetails')}
          />
          <NativeSelect
            label="How soon do you need help?"
            data={leadUrgencies.map((u) => ({ value: u.value, label: u.label }))}
            value={values.urgency}
            error={errors.urgency}
            onChange={(e) => field('urgency').onChange(e.currentTarget.value as Urgency)}
          />
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
