import { brandColourPattern, contrastRatio, readableBrandColour } from '@app/contracts/brand-colour';
import {
  type OrganizationSettings,
  type UpdateOrganizationBrandingRequest,
  updateOrganizationBrandingRequest,
} from '@app/contracts/organizations.contract';
import {
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateOrganizationBranding } from '../api/update-organization-branding';

// Built once at the top level: the resolver is the contract's own schema, with its limits and words.
const validate = contractResolver(updateOrganizationBrandingRequest);

type Values = UpdateOrganizationBrandingRequest;

const valuesOf = (s: OrganizationSettings): Values => ({
  companyName: s.companyName,
  primaryColour: s.primaryColour,
  supportEmail: s.supportEmail,
  supportPhone: s.supportPhone ?? '',
  senderName: s.senderName,
  returnAddress: s.returnAddress,
  croaBusinessName: s.croaBusinessName,
  croaBusinessAddress: s.croaBusinessAddress,
});

/** Tells the admin when buttons wear a darker shade of their colour, so white text on them stays readable. */
function ColourNote({ colour }: { colour: string | null }) {
  if (!colour || !brandColourPattern.test(colour)) {
    return <Text fz="xs">Leave empty to keep the product’s blue.</Text>;
  }
  const readable = readableBrandColour(colour);
  if (readable === colour.toLowerCase()) {
    return (
      <Text fz="xs">
        White text on this colour reads at {contrastRatio(colour, '#ffffff').toFixed(1)}:1: buttons use it as
        it is.
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <ColorSwatch color={readable} size={16} aria-hidden />
      <Text fz="xs">
        White text on this colour reads at only {contrastRatio(colour, '#ffffff').toFixed(1)}:1, so buttons
        and links use a darker shade of it, {readable}, that stays readable on every background.
      </Text>
    </Group>
  );
}

/** The company's name, colour, support contact, sender and CROA details, as clients see them. */
export function BrandingForm({ settings }: { settings: OrganizationSettings }) {
  const save = useUpdateOrganizationBranding();
  const form = useForm<Values>({ name: useFormName(), initialValues: valuesOf(settings), validate });

  async function submit(values: Values) {
    try {
      const saved = await save.mutateAsync(values);
      form.resetDirty(valuesOf(saved));
      notify({
        color: 'teal',
        title: 'Branding saved',
        message: 'Your pages, letters and e-mails now use it.',
      });
    } catch (error) {
      const onField = setServerFieldErrors(form, error);
      notify({
        color: 'red',
        title: 'Branding not saved',
        message: onField ? 'Check the fields marked in red.' : errorMessage(error, 'Try again in a moment.'),
      });
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb={4}>
        Branding and CROA details
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Shown on your sign-in and client pages, and written into letters, contracts, e-mails and PDFs.
      </Text>
      <form
        onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
        noValidate
        aria-label="Branding and CROA details"
      >
        <Stack gap="sm">
          <TextInput label="Company name" required {...form.getInputProps('companyName')} />
          <ColorInput
            label="Primary colour"
            format="hex"
            // The screen picker's button has no name of its own; typing or the swatches do the same.
            withEyeDropper={false}
            placeholder="#1e5fb3"
            {...form.getInputProps('primaryColour')}
            value={form.values.primaryColour ?? ''}
            onChange={(value) => form.setFieldValue('primaryColour', value === '' ? null : value)}
          />
          <div style={{ marginTop: -4 }}>
            <ColourNote colour={form.values.primaryColour} />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Support e-mail" type="email" required {...form.getInputProps('supportEmail')} />
            <TextInput
              label="Support phone"
              type="tel"
              {...form.getInputProps('supportPhone')}
              value={form.values.supportPhone ?? ''}
            />
          </SimpleGrid>
          <TextInput
            label="Sender name"
            description="The name your e-mails are sent under and your envelopes are mailed by"
            required
            {...form.getInputProps('senderName')}
          />
          <Textarea
            label="Return address"
            description="Where undelivered letters come back to"
            autosize
            minRows={2}
            required
            {...form.getInputProps('returnAddress')}
          />
          <TextInput
            label="CROA business name"
            description="The business named in the disclosure, the contract and the notice of cancellation"
            required
            {...form.getInputProps('croaBusinessName')}
          />
          <Textarea
            label="CROA business address"
            description="Where a client mails their notice of cancellation"
            autosize
            minRows={2}
            required
            {...form.getInputProps('croaBusinessAddress')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save branding
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
